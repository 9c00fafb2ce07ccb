/**
 * Shapes shared by the validation rules. They mirror Contact Form 7's schema format
 * (`feedback/schema`), so a schema fetched from either server drives the same code.
 */

/** A file as the rules see it: only what FormData and $_FILES both know. */
export interface RuleFile {
	name: string;
	type: string;
	size: number;
}

/** The submitted values of one form, grouped by field name (without `[]`). */
export interface RuleInput {
	values: Record< string, string[] >;
	files: Record< string, RuleFile[] >;
}

/** One rule of the schema. Unused keys are absent. */
export interface Rule {
	rule: string;
	field?: string;
	error?: string;
	threshold?: string | number;
	accept?: Array< string | number >;
	base?: string | number;
	interval?: string | number;
	rules?: Rule[];
}

export interface Schema {
	version?: string;
	locale?: string;
	rules: Rule[];
}
