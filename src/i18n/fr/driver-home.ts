/**
 * A driver's dashboard (docs/drivers.md): the way to its own screen, `#/driver`, where it
 * works. Spread into fr.ts; en/driver-home.ts mirrors it.
 */
export const driverHomeFr = {
  flotte: {
    driver_home: {
      title: 'Mes livraisons',
      text: 'Vos livraisons, leurs adresses et leurs étapes, sur votre téléphone.',
      open: 'Ouvrir mes livraisons',
    },
  },
};
