import { Anchor, Typography } from '@mantine/core';
import Markdown, { type Components } from 'react-markdown';

/** Only these become links; anything else (`javascript:`, `data:`, relative paths) stays text. */
const SAFE_LINK = /^(?:https?:\/\/|mailto:)/i;

/** Keeps a link's address only when it is web or e-mail; react-markdown drops the rest. */
export const safeUrl = (url: string) => (SAFE_LINK.test(url.trim()) ? url : null);

/** Text, emphasis, lists, quotes, code and links; headings, images and tables are unwrapped. */
const ALLOWED = [
  'p',
  'strong',
  'em',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'br',
  'hr',
];

const components: Components = {
  a: ({ href, children }) =>
    href ? (
      <Anchor
        href={href}
        inherit
        // Typography's own link style drops the underline that tells a link from its text.
        style={{ textDecoration: 'underline' }}
        target="_blank"
        rel="noopener noreferrer nofollow"
      >
        {children}
      </Anchor>
    ) : (
      <span>{children}</span>
    ),
};

/**
 * An announcement's Markdown, rendered safely: raw HTML shows as the text it is (react-markdown
 * never renders it without a raw-HTML plugin), and links lead only to web pages or e-mail.
 */
export function AnnouncementMarkdown({ children }: { children: string }) {
  return (
    <Typography fz="sm" p={0}>
      <Markdown
        allowedElements={ALLOWED}
        unwrapDisallowed
        urlTransform={safeUrl}
        components={components}
      >
        {children}
      </Markdown>
    </Typography>
  );
}
