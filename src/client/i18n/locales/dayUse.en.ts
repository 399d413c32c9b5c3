/**
 * English texts of what a day of real use asked for: the toolbar's overflow menu, selecting every matching row,
 * jumping to a page, the reason a refused action is disabled, the template status. Spread into app.en.ts as `dayUse`.
 */
const dayUse = {
  toolbar: { more: 'More actions' },
  paging: { goTo: 'Go to page', goToButton: 'Go', pageOf: 'of {{count}}' },
  selectAll: {
    matching: 'Select all {{count}} matching',
    matchingSelected: 'All {{count}} matching students are selected',
    clear: 'Clear selection',
    confirm: 'This applies to all {{count}} students matching the current search and filter. Continue?',
  },
  reason: { why: 'Why is Remove unavailable for {{name}}?' },
  template: { active: 'Active', inactive: 'Inactive' },
  bulk: {
    refusal: '{{code}} {{name}}: {{reason}}',
    refusalNoCode: '{{name}}: {{reason}}',
    partly: '{{done}} done; {{count}} not done (listed below)',
  },
};

export default dayUse;
