/** English of fr/driver-home.ts. */
export const driverHomeEn = {
  flotte: {
    driver_home: {
      title: 'My deliveries',
      text: 'Your deliveries, their addresses and their steps, on your phone.',
      open: 'Open my deliveries',
    },
  },
};
