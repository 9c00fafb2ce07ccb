/**
 * The 23 rules of spec section 5. A rule returns its error text when the input breaks it and
 * null otherwise. Format rules only look at non-blank values: emptiness is `required`'s job.
 * php/Forms/Rules/RuleSet.php is the PHP twin; tests/fixtures/form-rules keeps them equal.
 */
import {
	compareDates,
	dayOfWeek,
	isDate,
	isEmail,
	isNumber,
	isTel,
	isTime,
	isUrl,
} from './formats';
import { isBlank, round6, trim, utf16Length } from './text';
import type { Rule, RuleFile, RuleInput } from './types';

type Check = ( rule: Rule, input: RuleInput ) => boolean;

function strings( rule: Rule, input: RuleInput ): string[] {
	return input.values[ rule.field ?? '' ] ?? [];
}

function filled( rule: Rule, input: RuleInput ): string[] {
	return strings( rule, input )
		.filter( ( value ) => ! isBlank( value ) )
		.map( trim );
}

function files( rule: Rule, input: RuleInput ): RuleFile[] {
	return input.files[ rule.field ?? '' ] ?? [];
}

/**
 * A schema number as a float, or null when it is not a number in the spec's sense.
 * @param value
 */
export function toNumber( value: string | number | undefined ): number | null {
	if ( typeof value === 'number' ) {
		return Number.isFinite( value ) ? value : null;
	}
	const text = trim( value ?? '' );
	return isNumber( text ) ? Number( text ) : null;
}

function every( test: ( value: string ) => boolean ): Check {
	return ( rule, input ) => filled( rule, input ).every( test );
}

function numbers( rule: Rule, input: RuleInput ): number[] {
	return filled( rule, input )
		.map( toNumber )
		.filter( ( n ): n is number => n !== null );
}

function totalLength( rule: Rule, input: RuleInput ): number {
	return strings( rule, input ).reduce(
		( sum, value ) => sum + utf16Length( value ),
		0
	);
}

function totalSize( rule: Rule, input: RuleInput ): number {
	return files( rule, input ).reduce( ( sum, file ) => sum + file.size, 0 );
}

function itemCount( rule: Rule, input: RuleInput ): number {
	return filled( rule, input ).length + files( rule, input ).length;
}

/**
 * `image/*`, `*\/*` or an exact type, matched case-insensitively.
 * @param pattern
 * @param type
 */
function mimeMatches( pattern: string, type: string ): boolean {
	const [ want, wantSub ] = pattern.toLowerCase().split( '/' );
	const [ got, gotSub ] = type.toLowerCase().split( '/' );
	if ( ! want || ! wantSub || ! got || ! gotSub ) {
		return false;
	}
	return (
		( want === '*' || want === got ) &&
		( wantSub === '*' || wantSub === gotSub )
	);
}

export function fileAccepted( accept: string[], file: RuleFile ): boolean {
	const name = file.name.toLowerCase();
	return accept.some( ( entry ) => {
		const item = trim( entry ).toLowerCase();
		if ( /^\.[a-z0-9]+$/.test( item ) ) {
			return name.endsWith( item );
		}
		return mimeMatches( item, file.type );
	} );
}

function threshold( rule: Rule ): number | null {
	return toNumber( rule.threshold );
}

function stepOk( value: number, base: number, interval: number ): boolean {
	const remainder = Math.abs( ( value - base ) % interval );
	return (
		round6( remainder ) === 0 ||
		round6( Math.abs( remainder - interval ) ) === 0
	);
}

const checks: Record< string, Check > = {
	required: ( rule, input ) => filled( rule, input ).length > 0,
	requiredfile: ( rule, input ) => files( rule, input ).length > 0,
	email: every( isEmail ),
	url: every( isUrl ),
	tel: every( isTel ),
	number: every( isNumber ),
	date: every( isDate ),
	time: every( isTime ),
	file: ( rule, input ) =>
		files( rule, input ).every( ( file ) =>
			fileAccepted( ( rule.accept ?? [] ).map( String ), file )
		),
	enum: ( rule, input ) => {
		const accept = ( rule.accept ?? [] ).map( String );
		return filled( rule, input ).every( ( v ) => accept.includes( v ) );
	},
	dayofweek: ( rule, input ) => {
		const accept = ( rule.accept ?? [] ).map( Number );
		return filled( rule, input ).every( ( value ) => {
			const day = dayOfWeek( value );
			return day === null || accept.includes( day );
		} );
	},
	minitems: ( rule, input ) =>
		itemCount( rule, input ) >= ( threshold( rule ) ?? 0 ),
	maxitems: ( rule, input ) =>
		itemCount( rule, input ) <= ( threshold( rule ) ?? Infinity ),
	minlength: ( rule, input ) => {
		const total = totalLength( rule, input );
		return total === 0 || total >= ( threshold( rule ) ?? 0 );
	},
	maxlength: ( rule, input ) =>
		totalLength( rule, input ) <= ( threshold( rule ) ?? Infinity ),
	minnumber: ( rule, input ) =>
		numbers( rule, input ).every(
			( n ) => n >= ( threshold( rule ) ?? -Infinity )
		),
	maxnumber: ( rule, input ) =>
		numbers( rule, input ).every(
			( n ) => n <= ( threshold( rule ) ?? Infinity )
		),
	mindate: ( rule, input ) =>
		! isDate( String( rule.threshold ?? '' ) ) ||
		filled( rule, input ).every(
			( v ) =>
				! isDate( v ) ||
				compareDates( v, String( rule.threshold ) ) >= 0
		),
	maxdate: ( rule, input ) =>
		! isDate( String( rule.threshold ?? '' ) ) ||
		filled( rule, input ).every(
			( v ) =>
				! isDate( v ) ||
				compareDates( v, String( rule.threshold ) ) <= 0
		),
	minfilesize: ( rule, input ) =>
		files( rule, input ).length === 0 ||
		totalSize( rule, input ) >= ( threshold( rule ) ?? 0 ),
	maxfilesize: ( rule, input ) =>
		totalSize( rule, input ) <= ( threshold( rule ) ?? Infinity ),
	stepnumber: ( rule, input ) => {
		const interval = toNumber( rule.interval );
		if ( interval === null || interval <= 0 ) {
			return true;
		}
		const base = toNumber( rule.base ) ?? 0;
		return numbers( rule, input ).every( ( n ) =>
			stepOk( n, base, interval )
		);
	},
};

export const RULE_NAMES = [ ...Object.keys( checks ), 'all', 'any' ];

/**
 * The error text of the first broken rule, or null. Unknown rules pass, as in CF7.
 * @param rule
 * @param input
 */
export function checkRule( rule: Rule, input: RuleInput ): string | null {
	if ( rule.rule === 'all' ) {
		for ( const sub of rule.rules ?? [] ) {
			const error = checkRule( sub, input );
			if ( error !== null ) {
				return error;
			}
		}
		return null;
	}
	if ( rule.rule === 'any' ) {
		const subs = rule.rules ?? [];
		const passes = subs.some( ( sub ) => checkRule( sub, input ) === null );
		return passes || subs.length === 0 ? null : ( rule.error ?? '' );
	}
	const check = checks[ rule.rule ];
	if ( ! check || check( rule, input ) ) {
		return null;
	}
	return rule.error ?? '';
}
