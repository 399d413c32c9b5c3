import logoUrl from './logo.svg';

/** The product logo; decorative (alt="") where a text beside it already names the link or button. */
export function Logo({ size = 40, decorative = false }: { size?: number; decorative?: boolean }) {
  return <img src={logoUrl} alt={decorative ? '' : 'Evaluation Project logo'} width={size} height={size} />;
}
