/** A member who can be mentioned: the picker shows the name, the comment stores the id. */
export type Mentionable = { id: string; name: string; email: string };

/**
 * The "@word" being typed right before the caret, if any: where its "@" is and what follows it. An
 * "@" starts a mention at the start of the text or after a space (not inside an e-mail address).
 */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([^\s@]{0,40})$/.exec(before);
  if (!match) return null;
  const query = match[2] ?? '';
  return { start: caret - query.length - 1, query };
}

/** The members whose name or address contains the query, at most `limit`. */
export function matchingMembers(members: Mentionable[], query: string, limit = 6): Mentionable[] {
  const wanted = query.toLocaleLowerCase();
  return members
    .filter((member) => `${member.name} ${member.email}`.toLocaleLowerCase().includes(wanted))
    .slice(0, limit);
}

/** The text with "@query" replaced by "@Name ", and where the caret goes after it. */
export function insertMention(
  text: string,
  at: { start: number; query: string },
  name: string,
): { text: string; caret: number } {
  const inserted = `@${name} `;
  const end = at.start + 1 + at.query.length;
  return { text: text.slice(0, at.start) + inserted + text.slice(end), caret: at.start + inserted.length };
}

/** The picked members whose "@Name" is still in the text when it is sent. */
export function mentionedIds(text: string, picked: Mentionable[]): string[] {
  return [...new Set(picked.filter((member) => text.includes(`@${member.name}`)).map((member) => member.id))];
}
