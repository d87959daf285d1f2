/** Live status notices (issue 12, docs/live.md). Spread into fr.ts; en/live.ts mirrors it. */
export const liveFr = {
  flotte: {
    live: {
      changed: {
        requests: 'Demande « %{label} » : %{status}',
        leases: 'Location « %{label} » : %{status}',
        maintenance: 'Intervention « %{label} » : %{status}',
        wallets: 'Le solde du portefeuille a changé.',
      },
      many: '%{smart_count} mise à jour en direct |||| %{smart_count} mises à jour en direct',
    },
  },
};
