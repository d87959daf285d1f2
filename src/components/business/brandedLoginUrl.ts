/** The address of a business's branded sign-in page, in this very app. */
export const brandedLoginUrl = (slug: string) =>
  `${window.location.origin}${window.location.pathname}#/b/${slug}/login`;
