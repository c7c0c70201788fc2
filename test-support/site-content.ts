// Another agent's identity with every optional fact cleared, as the panel stores it: for the tests
// that check the site then shows nothing in their place (never the seed agent's own facts).
export const clearedOptionalFacts = {
  agent_name: 'Nia Castellano',
  brokerage_name: 'Quartzline Realty',
  license_1: 'Nevada License #TH777',
  license_2: '',
  brokerage_phone: '',
  office_address: '',
  footer_associations: '',
  footer_license_numbers: '',
};
