/** Leaving the portal for another site (the payment provider's checkout): one seam, so tests can watch it. */
export const browser = {
  leaveTo(url: string): void {
    window.location.assign(url);
  },
};
