/** Import file columns: the export's (ID is ignored) plus username and password. */
export const IMPORT_FIELDS = { name: 'Name', birthday: 'Birthday', phone: 'Phone Number', address: 'Address', username: 'Username', password: 'Password' };
