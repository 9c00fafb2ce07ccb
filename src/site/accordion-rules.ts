// The rules of spec site.md section 4 ("Other") for toggles and accordions. The server applies
// the same first state (php/Blocks/AccordionMarkup.php); tests/fixtures/accordion-open.json
// holds the cases both are checked against.

/** one: opening an item closes the others (the default); several: items are independent; all: every item open, none can be closed. */
export type AccordionOpen = 'one' | 'several' | 'all';

export const isAccordionOpen = ( value: unknown ): value is AccordionOpen =>
	value === 'one' || value === 'several' || value === 'all';

/**
 * Which items are open at load: every one for `all`, else the chosen one (none for -1).
 *
 * @param count  Number of items.
 * @param open   The block's open setting.
 * @param chosen Index of the item open at load, -1 for none.
 */
export function openAtLoad(
	count: number,
	open: AccordionOpen,
	chosen: number
): boolean[] {
	return Array.from(
		{ length: count },
		( _, index ) => open === 'all' || index === chosen
	);
}

/**
 * The items' states after the visitor toggles one.
 *
 * @param before The states now.
 * @param index  The item toggled.
 * @param open   The block's open setting.
 */
export function afterToggle(
	before: readonly boolean[],
	index: number,
	open: AccordionOpen
): boolean[] {
	if ( open === 'all' ) {
		return before.map( () => true );
	}
	const opening = ! before[ index ];
	return before.map( ( state, i ) => {
		if ( i === index ) {
			return opening;
		}
		return open === 'one' && opening ? false : state;
	} );
}
