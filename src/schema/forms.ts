/**
 * Rules of a contact form's mail settings that the editor panel and the server share.
 * Plain values only: PHP reads them from the generated php/Schema/generated/SharedRules.php.
 * The regular expressions are written without delimiters or flags, so each language wraps them.
 */

/** The text settings of one mail, in the order the panel shows them. */
export const MAIL_TEXT_PARTS = [
	'to',
	'from',
	'subject',
	'reply_to',
	'additional_headers',
	'body',
	'attachments',
] as const;

/** The on/off settings of one mail. */
export const MAIL_FLAG_PARTS = [ 'active', 'use_html' ] as const;

/** The two mails of a form; the second is checked only while active. */
export const MAILS = [ 'mail', 'mail_2' ] as const;

/** Tags every mail may use besides the form's own fields. */
export const MAIL_SPECIAL_TAGS = [
	'_site_title',
	'_site_url',
	'_date',
	'_time',
] as const;

/** Stored values (besides true) that mean "on". */
export const MAIL_FLAG_ON = [ '1', 'true', 'on' ] as const;

/** A [field] tag; group 1 is the field name. */
export const MAIL_TAG_PATTERN = '\\[([A-Za-z0-9_-]+)\\]';

/** `Name <address>`; group 1 is the address. */
export const MAIL_NAMED_BOX_PATTERN = '^[^<>]*<([^<>]+)>$';

/** One additional header line: `Name: value`. */
export const MAIL_HEADER_PATTERN = '^[A-Za-z0-9-]+:\\s*\\S';

/** What stands in for a tag when a mailbox's syntax is checked. */
export const MAIL_TAG_SAMPLE = 'tag@example.org';
