/**
 * Online sign-in and registration need the accounts API (a later issue). Until then the dialog
 * says so and keeps its submit and send-code buttons disabled. The accounts issue flips this and
 * wires POST /api/login, /api/reg and /api/send/sms in the forms.
 */
export const ACCOUNTS_OPEN = false;
