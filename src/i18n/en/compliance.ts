/** English of fr/compliance.ts (issue 21). */
export const complianceEn = {
  flotte: {
    compliance: {
      title: 'Compliance',
      compliant: 'Compliant',
      not_compliant: 'Not compliant',
      warning: 'To complete',
      valid_to_before_from: 'The end of validity comes before its start.',
      kinds: {
        insurance: 'Insurance',
        registration: 'Registration certificate',
        technical_inspection: 'Technical inspection',
        transport_permit: 'Transport permit',
        other: 'Other document',
        driving_licence: 'Driving licence',
        medical_certificate: 'Medical certificate',
      },
      due_levels: {
        expired: 'Expired',
        expiring: 'Expiring soon',
        valid: 'Valid',
      },
      reasons: {
        document_expired: '%{kind_name} expired on %{date}',
        document_missing: '%{kind_name} not recorded',
        inspection_failed: 'Inspection failed on %{date}, repair pending',
        maintenance_overdue: 'Maintenance overdue: %{title}',
      },
      dialog_hint:
        'Assets that are not compliant cannot be dispatched: renew the document, finish the repair or the overdue maintenance.',
      dashboard: {
        title: 'Documents',
        expired: '%{smart_count} document expired |||| %{smart_count} documents expired',
        expiring:
          '%{smart_count} document expiring soon |||| %{smart_count} documents expiring soon',
      },
    },
    fuel: {
      odometer_backwards: 'The odometer cannot go backwards: at least %{min} km.',
      odometer_ahead: 'A later reading says %{max} km: this fill cannot read more.',
      consumption: '%{value} /100 km',
    },
    fleet_report: {
      title: 'Fleet costs and profit',
      period: 'Period',
      export: 'Export as CSV',
      per_km: '%{value} /km',
      empty:
        'Nothing happened in this period: earnings, fuel, maintenance and documents will show here.',
    },
  },
  resources: {
    documents: {
      name: 'Document |||| Documents',
      fields: {
        kind_id: 'Kind of document',
        asset_id: 'Asset',
        driver_id: 'Driver',
        number: 'Number',
        issuer: 'Issuer',
        valid_from: 'Valid from',
        valid_to: 'Valid until',
        file_url: 'File',
        notes: 'Notes',
        cost: 'Cost',
        due_level: 'Due',
        current: 'In force',
      },
    },
    'document-kinds': {
      name: 'Kind of document |||| Kinds of document',
      fields: {
        code: 'Code',
        name: 'Name',
        subject: 'About',
        mandatory: 'Mandatory',
        missing_blocks: 'Blocking when missing',
        active: 'Active',
      },
    },
    fuel: {
      name: 'Fill |||| Fills',
      fields: {
        filled_at: 'Date',
        odometer_km: 'Odometer (km)',
        quantity: 'Quantity',
        unit: 'Unit',
        total_price: 'Total price',
        full_fill: 'Full fill',
        station: 'Station',
        receipt_url: 'Receipt',
        consumption_per_100km: 'Consumption',
      },
    },
    inspections: {
      name: 'Inspection |||| Inspections',
      fields: {
        asset_id: 'Asset',
        performed_at: 'Date',
        odometer_km: 'Odometer (km)',
        result: 'Result',
        defects: 'Defects',
        notes: 'Notes',
      },
      answers: { pass: 'OK', fail: 'Defect', na: 'Not applicable' },
      results: { passed: 'Passed', failed: 'Failed' },
    },
    'fleet-report': {
      name: 'Profitability',
      fields: {
        asset_name: 'Asset',
        asset_type_name: 'Type',
        revenue: 'Earnings',
        cost: 'Costs',
        profit: 'Profit',
        km: 'Kilometres',
        cost_per_km: 'Cost per km',
        profit_per_km: 'Profit per km',
        maintenance_cost: 'Maintenance',
        fuel_cost: 'Fuel',
        document_cost: 'Documents',
      },
    },
  },
};
