import * as z from 'zod/mini';

// zod/mini keeps the visitor bundle small: only the validators used are bundled.
// The data is tolerant by design (spec section 5): nearly every field is optional.

export const str = () => z.optional( z.string() );
export const num = () => z.optional( z.number() );
export const int = () => z.optional( z.int() );
export const bool = () => z.optional( z.boolean() );

/** Non-negative milliseconds. */
export const ms = () => z.optional( z.number().check( z.nonnegative() ) );

/** Database ids are integers; normalised layer ids may be strings ('5_DBL_1'). */
export const idSchema = z.union( [ z.int(), z.string() ] );

/** A CSS length: a number of px, or a string such as '50%', 'auto' or '10px'. */
export const lengthSchema = z.union( [ z.number(), z.string() ] );

/** A value the spec names but does not type. */
export const scalarSchema = z.union( [ z.number(), z.string(), z.boolean() ] );

// PHP encodes an empty associative array as [], where an object is meant.
const emptyAsObject = < T >( value: T | never[] ): unknown =>
	Array.isArray( value ) && value.length === 0 ? {} : value;

/**
 * An object of the module data; an empty array stands for an empty object.
 * Unknown keys are dropped when parsing (the server keeps them).
 *
 * @param shape The fields.
 */
export function obj< T extends z.core.$ZodLooseShape >( shape: T ) {
	const schema = z.object( shape );
	return z.pipe(
		z.transform( emptyAsObject< z.input< typeof schema > > ),
		schema
	);
}

/**
 * A map of string keys; an empty array stands for an empty map.
 *
 * @param value Schema of one value.
 */
export function dict< T extends z.core.$ZodType >( value: T ) {
	const schema = z.record( z.string(), value );
	return z.pipe(
		z.transform( emptyAsObject< z.input< typeof schema > > ),
		schema
	);
}

/** Free-form data of add-ons and overrides: kept, not interpreted. */
export const bag = () => z.optional( dict( z.optional( z.unknown() ) ) );

/**
 * A settings group that is always present after parsing, with its own
 * defaults applied (prefault runs {} through the schema).
 *
 * @param shape The group's fields; each must be optional or defaulted.
 */
export function group< T extends z.core.$ZodLooseShape >( shape: T ) {
	const schema = obj( shape );
	return z.prefault( schema, {} as z.input< typeof schema > );
}

/**
 * An optional enum that falls back to undefined for unknown values, so one
 * bad value does not reject a module.
 *
 * @param values The allowed values.
 */
export function oneOf< const T extends readonly [ string, ...string[] ] >(
	values: T
) {
	return z.catch( z.optional( z.enum( values ) ), undefined );
}

/**
 * An enum with a default, tolerant of unknown values.
 *
 * @param values   The allowed values.
 * @param fallback The default, also used for unknown values.
 */
export function oneOfOr< const T extends readonly [ string, ...string[] ] >(
	values: T,
	fallback: T[ number ]
) {
	return z.catch( z._default( z.enum( values ), fallback ), fallback );
}

/**
 * A list of at most `limit` items; longer stored lists are cut, not rejected.
 *
 * @param item  Schema of one item.
 * @param limit Most items kept.
 */
export function upTo< T extends z.core.SomeType >( item: T, limit: number ) {
	return z.pipe(
		z.transform( ( value: unknown ): unknown =>
			Array.isArray( value ) ? value.slice( 0, limit ) : value
		),
		z.array( item ).check( z.maxLength( limit ) )
	);
}

/** Top, right, bottom and left as an object. */
export const spacingSchema = obj( {
	t: z.optional( lengthSchema ),
	r: z.optional( lengthSchema ),
	b: z.optional( lengthSchema ),
	l: z.optional( lengthSchema ),
} );

/**
 * Margins, padding, radius or border widths: one length, up to four in CSS
 * shorthand order, or the sides by name.
 */
export const boxSchema = z.union( [
	lengthSchema,
	z.array( lengthSchema ).check( z.maxLength( 4 ) ),
	spacingSchema,
] );

export type Id = z.infer< typeof idSchema >;
export type Length = z.infer< typeof lengthSchema >;
export type Spacing = z.infer< typeof spacingSchema >;
export type Box = z.infer< typeof boxSchema >;
