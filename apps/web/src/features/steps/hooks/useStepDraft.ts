import type { AnnotationType, Step } from '@support/shared';
import { useState } from 'react';
import {
  addAnnotation,
  type EditorAnnotation,
  newAnnotationKey,
  removeAnnotation,
  updateAnnotation,
} from '../rules/annotations';
import { draftFromStep, draftKey, isDirty, type StepDraft, type StepSettings } from '../rules/draft';
import type { Rect } from '../rules/geometry';

/**
 * The editor's working copy of one step. It starts over from the server whenever the saved
 * annotations or settings change (after a save's refetch), not when only an image URL is re-signed.
 */
export function useStepDraft(step: Step) {
  const key = draftKey(step);
  const [base, setBase] = useState(() => ({ key, saved: draftFromStep(step) }));
  const [draft, setDraft] = useState<StepDraft>(base.saved);
  const [selected, setSelected] = useState<string | null>(null);
  const [editingText, setEditingText] = useState<string | null>(null);

  if (base.key !== key) {
    const saved = draftFromStep(step);
    setBase({ key, saved });
    setDraft(saved);
    setSelected(null);
    setEditingText(null);
  }

  const setAnnotations = (change: (list: EditorAnnotation[]) => EditorAnnotation[]) =>
    setDraft((current) => ({ ...current, annotations: change(current.annotations) }));

  return {
    draft,
    dirty: isDirty(base.saved, draft),
    selected: draft.annotations.find((annotation) => annotation.key === selected) ?? null,
    editingText,
    select: (annotationKey: string | null) => {
      setSelected(annotationKey);
      if (annotationKey !== editingText) setEditingText(null);
    },
    add(type: AnnotationType, rect: Rect) {
      const annotationKey = newAnnotationKey();
      setAnnotations((list) => addAnnotation(list, type, rect, annotationKey));
      setSelected(annotationKey);
      // A marker is its text: ask for it at once.
      setEditingText(type === 'MARKER' ? annotationKey : null);
    },
    move(annotationKey: string, rect: Rect) {
      setAnnotations((list) => updateAnnotation(list, annotationKey, rect));
    },
    setText(annotationKey: string, value: string) {
      setAnnotations((list) => updateAnnotation(list, annotationKey, { value }));
    },
    editText: setEditingText,
    remove(annotationKey: string) {
      setAnnotations((list) => removeAnnotation(list, annotationKey));
      setSelected((current) => (current === annotationKey ? null : current));
      setEditingText(null);
    },
    setSetting<K extends keyof StepSettings>(name: K, value: StepSettings[K]) {
      setDraft((current) => ({ ...current, settings: { ...current.settings, [name]: value } }));
    },
    discard() {
      setDraft(base.saved);
      setSelected(null);
      setEditingText(null);
    },
  };
}

export type StepDraftState = ReturnType<typeof useStepDraft>;
