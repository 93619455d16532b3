/** Spec 02 §5 rules of the settings panel and the rows' small facts. */

/** Save is enabled only when the trimmed title is non-empty and differs from the current one. */
export function canSaveTitle(draft: string, current: string): boolean {
  const trimmed = draft.trim();
  return trimmed.length > 0 && trimmed !== current;
}

/** Add is disabled when blank or when an organization tag already has exactly that name. */
export function canAddTag(name: string, organizationTags: ReadonlyArray<{ name: string }>): boolean {
  const trimmed = name.trim();
  return trimmed.length > 0 && !organizationTags.some((tag) => tag.name === trimmed);
}

export function toggleTag(selected: readonly string[], id: string): string[] {
  return selected.includes(id) ? selected.filter((tagId) => tagId !== id) : [...selected, id];
}

export function creatorInitials(
  creator: { firstName: string; lastName: string; email: string } | null,
): string {
  if (!creator) return '?';
  const fromName = `${creator.firstName.trim().charAt(0)}${creator.lastName.trim().charAt(0)}`;
  return (fromName || creator.email.charAt(0) || '?').toUpperCase();
}

export function creatorName(creator: { firstName: string; lastName: string; email: string } | null): string {
  if (!creator) return '';
  return `${creator.firstName} ${creator.lastName}`.trim() || creator.email;
}
