import styled from 'styled-components';

/**
 * A round picture: the customer's or adviser's, else the name's first character, else a person's outline. With a
 * `label` it is announced as an image of that name (the personal-information page's 头像 / 未设置头像); without,
 * it is decoration beside the name it shows.
 */
export function Avatar({ src, name, size = 56, label }: { src?: string; name: string; size?: number; label?: string }) {
  if (src) return <Round as="img" src={src} alt={label ?? ''} $size={size} />;
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <Round {...a11y} $size={size}>
      {name ? name.slice(0, 1) : <PersonIcon size={Math.round(size * 0.55)} />}
    </Round>
  );
}

function PersonIcon({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor">
      <circle cx="12" cy="8" r="4.5" />
      <path d="M3 22c0-5 4-8 9-8s9 3 9 8Z" />
    </svg>
  );
}

const Round = styled.span<{ $size: number }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
  font-size: ${({ $size }) => Math.round($size * 0.42)}px;
`;
