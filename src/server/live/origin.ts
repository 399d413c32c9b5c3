/**
 * The browser tab a write comes from, as it names itself in the `x-live-origin` header: carried in the write's
 * live event so that tab can skip its own echo. Anything but a short plain token is ignored (never an error: the
 * header only saves the tab a refetch).
 */
export function liveOrigin(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^[A-Za-z0-9-]{8,64}$/.test(value) ? value : undefined;
}
