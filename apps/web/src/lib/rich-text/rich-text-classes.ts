/**
 * How a slide body looks, editor and player alike. Tailwind's preflight strips
 * headings and lists of their styling, so they get it back here.
 */
export const richTextClassName = [
  'text-base leading-relaxed text-fg break-words',
  '[&_h1]:mt-6 [&_h1]:mb-3 [&_h1]:text-3xl [&_h1]:font-bold [&_h1]:tracking-tight',
  '[&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-2xl [&_h2]:font-bold',
  '[&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_h4]:mt-4 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-semibold',
  '[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:ps-6',
  '[&_li>p]:my-0.5',
  '[&_blockquote]:my-3 [&_blockquote]:border-s-4 [&_blockquote]:border-primary-300 [&_blockquote]:ps-4 [&_blockquote]:text-fg-muted',
  '[&_a]:text-primary-700 [&_a]:underline dark:[&_a]:text-primary-300',
  '[&_code]:rounded [&_code]:bg-surface-sunken [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.9em]',
  '[&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-surface-sunken [&_pre]:p-4 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_hr]:my-6 [&_hr]:border-line-strong',
  '[&_img]:my-3 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_video]:my-3 [&_video]:w-full [&_video]:rounded-lg',
  '[&_[data-video-embed]]:my-3 [&_[data-video-embed]]:aspect-video [&_iframe]:size-full [&_iframe]:rounded-lg',
].join(' ');
