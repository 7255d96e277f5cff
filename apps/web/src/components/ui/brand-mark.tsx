interface BrandMarkProps {
  size?: number;
  className?: string;
  /** Lets the loading image animate the thread alone. */
  threadClassName?: string;
}

/** The Atelier mark: an "A" stitched over a thread. */
export function BrandMark({ size = 32, className, threadClassName }: BrandMarkProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="16" fill="var(--mantine-color-plum-9)" />
      <path
        d="M19 48 32 14l13 34M24.5 35h15"
        fill="none"
        stroke="#fbf3f7"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        className={threadClassName}
        d="M12 52c10-6 30-6 40 0"
        fill="none"
        stroke="#e7b98f"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
