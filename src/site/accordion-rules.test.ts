import cases from '../../tests/fixtures/accordion-open.json';
import { afterToggle, isAccordionOpen, openAtLoad } from './accordion-rules';

describe( 'toggle and accordion rules (shared with the server)', () => {
	it.each( cases.atLoad )(
		'at load: $count items, $open, item $openAtLoad chosen',
		( { count, open, openAtLoad: chosen, expected } ) => {
			if ( ! isAccordionOpen( open ) ) {
				throw new Error( open );
			}
			expect( openAtLoad( count, open, chosen ) ).toEqual( expected );
		}
	);

	it.each( cases.toggle )(
		'toggling item $index of $before with $open',
		( { before, index, open, expected } ) => {
			if ( ! isAccordionOpen( open ) ) {
				throw new Error( open );
			}
			expect( afterToggle( before, index, open ) ).toEqual( expected );
		}
	);
} );
