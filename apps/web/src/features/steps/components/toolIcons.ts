import type { AnnotationType } from '@support/shared';
import { Droplets, Hash, Highlighter, type LucideIcon, MessageSquareText, Square } from 'lucide-react';

export const TOOL_ORDER: AnnotationType[] = ['BOX', 'HIGHLIGHT', 'BLURBOX', 'NUMBER', 'MARKER'];

export const TOOL_ICONS: Record<AnnotationType, LucideIcon> = {
  MARKER: MessageSquareText,
  BOX: Square,
  BLURBOX: Droplets,
  HIGHLIGHT: Highlighter,
  NUMBER: Hash,
};
