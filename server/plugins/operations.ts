/**
 * The name of every operation of the OpenAPI document (`operationId`: client generators name
 * their methods after it), and the operations anyone may call without signing in. Keyed by
 * `METHOD path` as the document spells them (`{id}`, not `:id`), in one table so that routes
 * can move between files without their names changing: a name, once published, stays.
 *
 * Names are camelCase, a verb then the resource as the code names it: `/business-dispatches`
 * are requests, `/asset-dispatch` dispatches, `/lease-preferences` lease preferences (owners' offers).
 * tests/api/openapi-operations.test.ts checks that every operation has one, all different.
 */
export const OPERATION_IDS: Readonly<Record<string, string>> = {
  // Health and sessions
  'GET /api/health': 'getHealth',
  'GET /api/ready': 'getReadiness',
  'POST /api/authentication': 'signIn',
  'POST /api/auth/logout': 'signOut',

  // Sign-ups, e-mail codes, Google
  'POST /api/asset-owners/signup': 'signUpAssetOwner',
  'POST /api/business/whitelabel/signup': 'signUpBusiness',
  'POST /api/auth/b2b/sign-up': 'signUpB2bClient',
  'POST /api/auth/user/verify': 'verifyEmail',
  'POST /api/resend-otp': 'resendVerificationCode',
  'POST /api/auth/user/forgot-password': 'requestPasswordReset',
  'POST /api/auth/user/reset-password': 'resetPassword',
  'POST /api/auth/google/sign-in': 'signInWithGoogle',
  'POST /api/auth/google/sign-up': 'signUpWithGoogle',

  // Catalogue: asset, business and package types
  'GET /api/asset-type': 'listAssetTypes',
  'POST /api/asset-type': 'createAssetType',
  'GET /api/asset-type/{id}': 'getAssetType',
  'PATCH /api/asset-type/{id}': 'updateAssetType',
  'DELETE /api/asset-type/{id}': 'deleteAssetType',
  'POST /api/asset-type/import/preview': 'previewAssetTypeImport',
  'POST /api/asset-type/import': 'importAssetTypes',
  'GET /api/available-asset-types': 'listAvailableAssetTypes',
  'GET /api/business-types': 'listBusinessTypes',
  'POST /api/business-types': 'createBusinessType',
  'GET /api/business-types/{id}': 'getBusinessType',
  'PATCH /api/business-types/{id}': 'updateBusinessType',
  'DELETE /api/business-types/{id}': 'deleteBusinessType',
  'GET /api/request-package-types': 'listPackageTypes',
  'POST /api/request-package-types': 'createPackageType',
  'GET /api/request-package-types/{id}': 'getPackageType',
  'PATCH /api/request-package-types/{id}': 'updatePackageType',
  'DELETE /api/request-package-types/{id}': 'deletePackageType',

  // Assets and uploads
  'GET /api/assets': 'listAssets',
  'POST /api/assets': 'createAsset',
  'GET /api/assets/all': 'listAllAssets',
  'GET /api/assets/b2b-assets/{businessId}': 'listB2bAssets',
  'GET /api/assets/{id}': 'getAsset',
  'PATCH /api/assets/{id}': 'updateAsset',
  'DELETE /api/assets/{id}': 'deleteAsset',
  'POST /api/assets/import/preview': 'previewAssetImport',
  'POST /api/assets/import': 'importAssets',
  'POST /api/upload': 'uploadFile',
  'GET /api/uploads/{name}': 'getUpload',

  // Businesses, staff, settings, branding, white-label and B2B
  'GET /api/business': 'listBusinesses',
  'POST /api/business': 'createBusiness',
  'PATCH /api/business': 'updateOwnBusiness',
  'GET /api/business/{id}': 'getBusiness',
  'PATCH /api/business/{id}': 'updateBusiness',
  'DELETE /api/business/{id}': 'deleteBusiness',
  'PATCH /api/business/{id}/toggle-status': 'setBusinessStatus',
  'GET /api/business/staff': 'listStaff',
  'POST /api/business/staff': 'inviteStaff',
  'PATCH /api/business/staff/{id}': 'updateStaff',
  'GET /api/business-settings': 'getBusinessSettings',
  'POST /api/business-settings': 'createBusinessSettings',
  'PATCH /api/business-settings': 'updateBusinessSettings',
  'GET /api/business-settings/{id}': 'getBusinessSettingsById',
  'GET /api/business-signup-dashboard-customization': 'getPublicBranding',
  'GET /api/business-customization': 'getBranding',
  'PATCH /api/business-customization': 'updateBranding',
  'GET /api/business/b2b-clients': 'listB2bClients',
  'GET /api/business/b2b-users': 'listB2bUsers',
  'GET /api/business/b2b/{id}/requests': 'listB2bClientRequests',
  'GET /api/business/white-label-summary': 'getWhiteLabelSummary',

  // Drivers and users
  'GET /api/drivers': 'listDrivers',
  'POST /api/drivers': 'inviteDriver',
  'GET /api/drivers/{id}': 'getDriver',
  'PATCH /api/drivers/{id}': 'updateDriver',
  'GET /api/users': 'listUsers',
  'POST /api/users': 'createUser',
  'GET /api/users/{id}': 'getUser',
  'PATCH /api/users/{id}': 'updateUser',

  // Plans, subscriptions, wallets, funding
  'GET /api/plans': 'listPlans',
  'POST /api/plans': 'createPlan',
  'GET /api/plans/{id}': 'getPlan',
  'PATCH /api/plans/{id}': 'updatePlan',
  'DELETE /api/plans/{id}': 'deletePlan',
  'GET /api/business/subscriptions': 'listSubscriptions',
  'POST /api/business/subscribe': 'subscribeToPlan',
  'PATCH /api/business/subscriptions/{id}': 'updateSubscription',
  'GET /api/wallet': 'getWallet',
  'GET /api/wallet/transactions': 'listWalletTransactions',
  'GET /api/wallet/history': 'getWalletHistory',
  'POST /api/superadmin/business/{id}/wallet/top-up': 'topUpBusinessWallet',
  'GET /api/superadmin/business/{id}/wallet-metrics': 'getBusinessWalletMetrics',
  'GET /api/superadmin/business/{id}/wallet-history': 'getBusinessWalletHistory',
  'GET /api/superadmin/business/{id}/transactions': 'listBusinessWalletTransactions',
  'GET /api/superadmin/business/{id}/requests': 'listBusinessRequests',
  'GET /api/funding-instructions': 'getFundingInstructions',
  'PATCH /api/funding-instructions': 'updateFundingInstructions',
  'GET /api/funding-instructions/account': 'getFundingAccount',
  'PATCH /api/funding-instructions/account': 'updateFundingAccount',
  'GET /api/platform-identity': 'getPlatformIdentity',
  'PATCH /api/platform-identity': 'updatePlatformIdentity',

  // Requests (`/business-dispatches`)
  'GET /api/business-dispatches': 'listRequests',
  'POST /api/business-dispatches': 'createRequest',
  'GET /api/business-dispatches/{id}': 'getRequest',
  'PATCH /api/business-dispatches/{id}': 'updateRequest',
  'GET /api/business-dispatches/{id}/timeline': 'getRequestTimeline',
  'PATCH /api/business-dispatches/{id}/recipient': 'updateRequestRecipient',
  'POST /api/business-dispatches/{id}/delivery-code': 'renewDeliveryCode',
  'POST /api/business-dispatches/{id}/retry': 'retryRequest',
  'GET /api/business-dispatches/{id}/receipt.pdf': 'getRequestReceipt',
  'GET /api/requests/stats': 'getRequestStats',

  // Dispatches (`/asset-dispatch`), their steps, positions and the live map
  'POST /api/asset-dispatch': 'createDispatch',
  'PATCH /api/asset-dispatch/reassign': 'reassignDispatch',
  'GET /api/asset-dispatch/{id}': 'getDispatch',
  'PATCH /api/asset-dispatch/{id}': 'updateDispatch',
  'PATCH /api/asset-dispatch/{id}/driver': 'setDispatchDriver',
  'POST /api/asset-dispatch/{id}/steps': 'createDispatchStep',
  'GET /api/asset-dispatch/by-asset/{assetId}': 'listAssetDispatches',
  'GET /api/driver-dispatches': 'listDriverDispatches',
  'POST /api/asset-dispatch/{id}/positions': 'createDispatchPositions',
  'GET /api/asset-dispatch/{id}/positions': 'listDispatchPositions',
  'GET /api/asset-dispatch/{id}/eta': 'getDispatchEta',
  'GET /api/asset-dispatch/live': 'listLiveDispatches',

  // Depots and rounds (docs/rounds.md)
  'GET /api/depots': 'listDepots',
  'POST /api/depots': 'createDepot',
  'GET /api/depots/{id}': 'getDepot',
  'PATCH /api/depots/{id}': 'updateDepot',
  'DELETE /api/depots/{id}': 'deleteDepot',
  'GET /api/owner-settings': 'getOwnerSettings',
  'PATCH /api/owner-settings': 'updateOwnerSettings',
  'POST /api/rounds/optimise': 'optimiseRounds',
  'GET /api/rounds': 'listRounds',
  'GET /api/rounds/{id}': 'getRound',
  'PATCH /api/rounds/{id}/stops': 'setRoundStops',
  'GET /api/rounds/board': 'getRoundBoard',
  'POST /api/rounds/insert': 'insertIntoRound',
  'POST /api/rounds/{id}/publish': 'publishRound',
  'GET /api/rounds/{id}/eta': 'getRoundEta',
  'POST /api/rounds/{id}/skip': 'skipRoundStop',
  'GET /api/geocode': 'searchAddresses',
  'GET /api/tracking/{token}': 'getTracking',

  // Maintenance, lease preferences, leases
  'GET /api/maintenance': 'listMaintenance',
  'POST /api/maintenance': 'createMaintenance',
  'GET /api/maintenance/upcoming': 'listUpcomingMaintenance',
  'GET /api/maintenance/business/{id}': 'listBusinessMaintenance',
  'GET /api/maintenance/{id}': 'getMaintenance',
  'PATCH /api/maintenance/{id}': 'updateMaintenance',
  'GET /api/lease-preferences': 'listLeasePreferences',
  'POST /api/lease-preferences': 'createLeasePreference',
  'GET /api/lease-preferences/{id}': 'getLeasePreference',
  'PATCH /api/lease-preferences/{id}': 'updateLeasePreference',
  'DELETE /api/lease-preferences/{id}': 'deleteLeasePreference',
  'GET /api/leases': 'listLeases',
  'POST /api/leases': 'createLease',
  'GET /api/leases/{id}': 'getLease',
  'PATCH /api/leases/{id}': 'updateLease',

  // Dashboards, earnings, fleet report
  'GET /api/in-house-managers/dashboard': 'getManagerDashboard',
  'GET /api/dashboard/owner': 'getOwnerDashboard',
  'GET /api/dashboard/business': 'getBusinessDashboard',
  'GET /api/dashboard/superadmin': 'getSuperadminDashboard',
  'GET /api/earnings': 'getEarnings',

  // Tariffs, quotes and invoices (issue 30)
  'PATCH /api/business-dispatches/{id}/price': 'overrideRequestPrice',
  'GET /api/tariffs': 'listTariffs',
  'POST /api/tariffs': 'createTariff',
  'GET /api/tariffs/{id}': 'getTariff',
  'PATCH /api/tariffs/{id}': 'updateTariff',
  'POST /api/quotes': 'createQuote',
  'GET /api/invoices': 'listInvoices',
  'GET /api/invoices/{id}': 'getInvoice',
  'GET /api/invoices/{id}/factur-x.pdf': 'getInvoicePdf',
  'GET /api/invoices/{id}/factur-x.xml': 'getInvoiceXml',
  'POST /api/invoices/issue': 'issueInvoices',
  'POST /api/invoices/issue-clients': 'issueClientInvoices',
  'POST /api/invoices/{id}/payments': 'recordInvoicePayment',
  'POST /api/invoices/{id}/credit-notes': 'createCreditNote',
  'GET /api/invoices/accounting.csv': 'exportAccountingJournal',
  // Owners' payouts (issue 30)
  'GET /api/payouts/bank-details': 'getBankDetails',
  'PUT /api/payouts/bank-details': 'updateBankDetails',
  'GET /api/payout-statements': 'listPayoutStatements',
  'GET /api/payout-statements/{id}': 'getPayoutStatement',
  'GET /api/payout-statements/{id}/pdf': 'downloadPayoutStatement',
  'POST /api/payout-statements/issue': 'issuePayoutStatements',
  'POST /api/payout-adjustments': 'createPayoutAdjustment',
  'GET /api/payout-batches': 'listPayoutBatches',
  'GET /api/payout-batches/{id}': 'getPayoutBatch',
  'POST /api/payout-batches': 'createPayoutBatch',
  'POST /api/payout-batches/{id}/approve': 'approvePayoutBatch',
  'GET /api/payout-batches/{id}/sepa.xml': 'downloadPayoutBatchFile',
  'POST /api/payout-batches/{id}/paid': 'markPayoutBatchPaid',
  'GET /api/fleet-report': 'getFleetReport',
  'GET /api/fleet-report/export.csv': 'exportFleetReport',
  'GET /api/fleet-report/asset/{id}': 'getAssetFleetReport',

  // Compliance: document kinds, documents, fuel, inspections
  'GET /api/document-kinds': 'listDocumentKinds',
  'POST /api/document-kinds': 'createDocumentKind',
  'GET /api/document-kinds/{id}': 'getDocumentKind',
  'PATCH /api/document-kinds/{id}': 'updateDocumentKind',
  'DELETE /api/document-kinds/{id}': 'deleteDocumentKind',
  'GET /api/compliance-settings': 'getComplianceSettings',
  'PATCH /api/compliance-settings': 'updateComplianceSettings',
  'GET /api/documents': 'listDocuments',
  'POST /api/documents': 'createDocument',
  'GET /api/documents/{id}': 'getDocument',
  'PATCH /api/documents/{id}': 'updateDocument',
  'DELETE /api/documents/{id}': 'deleteDocument',
  'GET /api/compliance/assets': 'listAssetCompliance',
  'GET /api/fuel': 'listFuelEntries',
  'POST /api/fuel': 'createFuelEntry',
  'GET /api/fuel/{id}': 'getFuelEntry',
  'DELETE /api/fuel/{id}': 'deleteFuelEntry',
  'GET /api/inspection-templates': 'listInspectionTemplates',
  'POST /api/inspection-templates': 'createInspectionTemplate',
  'GET /api/inspection-templates/{id}': 'getInspectionTemplate',
  'PATCH /api/inspection-templates/{id}': 'updateInspectionTemplate',
  'GET /api/inspections/checklist': 'getInspectionChecklist',
  'GET /api/inspections': 'listInspections',
  'POST /api/inspections': 'createInspection',
  'GET /api/inspections/{id}': 'getInspection',
  'POST /api/inspections/{id}/repair': 'createInspectionRepair',

  // Live events and integrations
  'GET /api/events': 'streamEvents',
  'GET /api/api-keys': 'listApiKeys',
  'POST /api/api-keys': 'createApiKey',
  'GET /api/api-keys/{id}': 'getApiKey',
  'DELETE /api/api-keys/{id}': 'revokeApiKey',
  'GET /api/webhook-endpoints': 'listWebhookEndpoints',
  'POST /api/webhook-endpoints': 'createWebhookEndpoint',
  'GET /api/webhook-endpoints/{id}': 'getWebhookEndpoint',
  'PATCH /api/webhook-endpoints/{id}': 'updateWebhookEndpoint',
  'DELETE /api/webhook-endpoints/{id}': 'deleteWebhookEndpoint',
  'POST /api/webhook-endpoints/{id}/rotate-secret': 'rotateWebhookSecret',
  'POST /api/webhook-endpoints/{id}/test': 'testWebhookEndpoint',
  'GET /api/webhook-endpoints/{id}/deliveries': 'listWebhookDeliveries',
  'POST /api/webhook-deliveries/{id}/resend': 'resendWebhookDelivery',

  // Personal data: export, erasure, the audit view (issue 31)
  'GET /api/me/export': 'exportPersonalData',
  'POST /api/people/{id}/erasure': 'erasePerson',
  'POST /api/business-dispatches/{id}/recipient-erasure': 'eraseRequestRecipient',
  'GET /api/audit-log': 'listAuditLog',
  'GET /api/audit-log/export.csv': 'exportAuditLog',
};

/**
 * The operations that need no sign-in, declared `security: []` in the document (every other one
 * declares the Bearer scheme in its route). Each route checks what it is given instead of a
 * caller: a password, a code, a Google token, a slug, a tracking token or an upload's random name.
 */
export const PUBLIC_OPERATIONS: ReadonlySet<string> = new Set([
  'GET /api/health',
  'GET /api/ready',
  'POST /api/authentication',
  'POST /api/asset-owners/signup',
  'POST /api/business/whitelabel/signup',
  'POST /api/auth/b2b/sign-up',
  'POST /api/auth/user/verify',
  'POST /api/resend-otp',
  'POST /api/auth/user/forgot-password',
  'POST /api/auth/user/reset-password',
  'POST /api/auth/google/sign-in',
  'POST /api/auth/google/sign-up',
  'GET /api/business-signup-dashboard-customization',
  'GET /api/tracking/{token}',
  'GET /api/uploads/{name}',
]);

/** What this module reads and completes of an operation of the document. */
interface Operation {
  operationId?: string;
  security?: unknown[];
}
type Paths = Record<string, Record<string, Operation>>;

/**
 * The generated document with each operation's name (first, where a reader looks for it) and
 * the public ones' `security: []`; nothing else changes. An operation missing from the table
 * stays unnamed, which the test reports.
 */
export function nameOperations<D extends { paths?: object }>(document: D): D {
  for (const [path, operations] of Object.entries((document.paths ?? {}) as Paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const key = `${method.toUpperCase()} ${path}`;
      const operationId = OPERATION_IDS[key];
      const named: Operation = operationId ? { operationId, ...operation } : { ...operation };
      if (PUBLIC_OPERATIONS.has(key) && named.security === undefined) named.security = [];
      operations[method] = named;
    }
  }
  return document;
}
