/** The catalogue key of an event's name: dots would read as nesting, so `article.published` → `events.article_published`. */
export const eventKey = (type: string) => `events.${type.replace('.', '_')}`;
