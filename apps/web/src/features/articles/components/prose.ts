/** Article typography without a plugin: readable measure, clear headings, framed screenshots. */
export const proseClass = [
  'max-w-none break-words text-[15px] leading-7 text-stone-800',
  '[&_h1]:mb-4 [&_h1]:mt-8 [&_h1]:text-2xl [&_h1]:font-semibold [&_h1]:tracking-tight [&_h1]:text-stone-900 [&_h1:first-child]:mt-0',
  '[&_h2]:mb-3 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-stone-900 [&_h2:first-child]:mt-0',
  '[&_h3]:mb-2 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-stone-900',
  '[&_h4]:mb-2 [&_h4]:mt-5 [&_h4]:font-semibold',
  '[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:decoration-orange-300 [&_a]:underline-offset-2 hover:[&_a]:decoration-brand-600',
  '[&_img]:my-4 [&_img]:max-w-full [&_img]:rounded-lg [&_img]:shadow-sm [&_img]:ring-1 [&_img]:ring-stone-200',
  '[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-orange-200 [&_blockquote]:pl-4 [&_blockquote]:text-stone-600',
  '[&_code]:rounded [&_code]:bg-stone-100 [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-[13px]',
  '[&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-stone-900 [&_pre]:p-4 [&_pre]:text-stone-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_table]:my-4 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_th]:border [&_th]:border-stone-200 [&_th]:bg-stone-50 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_td]:border [&_td]:border-stone-200 [&_td]:px-3 [&_td]:py-2',
  '[&_hr]:my-6 [&_hr]:border-stone-200',
].join(' ');
