import Markdown, { defaultUrlTransform } from 'react-markdown';

/**
 * A comment's text as limited markdown: emphasis, code, links and lists only. react-markdown
 * builds React elements and never raw HTML (no rehype-raw): "<script>" shows as text.
 */
const ALLOWED = ['p', 'strong', 'em', 'code', 'pre', 'a', 'ul', 'ol', 'li', 'blockquote', 'br', 'del'];

export function CommentBody({ body }: { body: string }) {
  return (
    <div className="prose-comment space-y-1 text-sm break-words text-stone-800 [&_a]:text-brand-700 [&_a]:underline [&_code]:rounded [&_code]:bg-stone-100 [&_code]:px-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5">
      <Markdown
        allowedElements={ALLOWED}
        unwrapDisallowed
        urlTransform={(url) => defaultUrlTransform(url)}
        components={{
          a: ({ href, children }) => (
            <a href={href} target="_blank" rel="noopener noreferrer nofollow">
              {children}
            </a>
          ),
        }}
      >
        {body}
      </Markdown>
    </div>
  );
}
