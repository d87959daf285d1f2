/** The app's own address in this browser (`https://flotte.example.com/`): links it writes out start there. */
export const appAddress = () => `${window.location.origin}${window.location.pathname}`;
