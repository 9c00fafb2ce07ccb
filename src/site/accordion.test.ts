import { createAccordion } from './accordion';
import type { Accordion } from './accordion';
import type { InterfaceMotion } from './motion';

// Motion that records each animation and finishes when the test says.
function steppedMotion() {
	const pending: Array< () => void > = [];
	const motion: InterfaceMotion = {
		animate: () =>
			new Promise< void >( ( resolve ) => pending.push( resolve ) ),
		load: () => Promise.reject( new Error( 'not used' ) ),
		prefetchOnInteraction: () => () => {},
	};
	return {
		motion,
		pending,
		async finish() {
			pending.splice( 0 ).forEach( ( resolve ) => resolve() );
			await Promise.resolve();
			await Promise.resolve();
		},
	};
}

function markup( open: string, states: boolean[], nested = '' ) {
	document.body.innerHTML = `<div class="stagecraft-accordion" data-open="${ open }">${ states
		.map(
			( state, i ) =>
				`<details class="stagecraft-accordion__item" name="g"${
					state ? ' open' : ''
				}><summary class="stagecraft-accordion__title">Item ${ i }</summary><div class="stagecraft-accordion__panel">Text ${ i }${
					i === 0 ? nested : ''
				}</div></details>`
		)
		.join( '' ) }</div>`;
	return document.querySelector< HTMLElement >( '.stagecraft-accordion' )!;
}

const openStates = ( root: HTMLElement ) =>
	Array.from(
		root.querySelectorAll< HTMLDetailsElement >(
			':scope > details.stagecraft-accordion__item'
		),
		( item ) => item.open
	);

const summary = ( root: HTMLElement, index: number ) =>
	root.querySelectorAll< HTMLElement >( ':scope > details > summary' )[
		index
	];

describe( 'toggles and accordions', () => {
	let accordion: Accordion | undefined;
	afterEach( () => {
		accordion?.destroy();
		document.body.innerHTML = '';
	} );

	it( 'one at a time: opening an item closes the open one once its animation ends', async () => {
		const root = markup( 'one', [ true, false, false ] );
		const step = steppedMotion();
		accordion = createAccordion( root, step.motion );
		// The script keeps one open itself (with motion), so the shared name goes.
		expect( root.querySelector( '[name]' ) ).toBeNull();

		summary( root, 2 ).click();
		expect( openStates( root ) ).toEqual( [ true, false, true ] );
		expect( step.pending ).toHaveLength( 2 );
		await step.finish();
		expect( openStates( root ) ).toEqual( [ false, false, true ] );

		summary( root, 2 ).click();
		await step.finish();
		expect( openStates( root ) ).toEqual( [ false, false, false ] );
	} );

	it( 'several: items are independent; all: none can be closed', async () => {
		let root = markup( 'several', [ true, false ] );
		let step = steppedMotion();
		accordion = createAccordion( root, step.motion );
		summary( root, 1 ).click();
		await step.finish();
		expect( openStates( root ) ).toEqual( [ true, true ] );
		accordion.destroy();

		root = markup( 'all', [ true, true ] );
		step = steppedMotion();
		accordion = createAccordion( root, step.motion );
		summary( root, 0 ).click();
		await step.finish();
		expect( openStates( root ) ).toEqual( [ true, true ] );
		expect( step.pending ).toHaveLength( 0 );
	} );

	it( 'leaves the items of a nested accordion to that accordion', async () => {
		const root = markup(
			'one',
			[ true, false ],
			'<div class="stagecraft-accordion inner" data-open="several"><details class="stagecraft-accordion__item"><summary>Inner</summary><div class="stagecraft-accordion__panel">x</div></details></div>'
		);
		const step = steppedMotion();
		accordion = createAccordion( root, step.motion );
		const inner =
			root.querySelector< HTMLDetailsElement >( '.inner details' )!;
		inner.querySelector( 'summary' )!.click();
		// Not handled here: the browser's own toggle (none in jsdom) or the inner block's script.
		expect( step.pending ).toHaveLength( 0 );
		expect( openStates( root ) ).toEqual( [ true, false ] );
	} );

	it( 'moves between titles with the arrow keys, Home and End', () => {
		const root = markup( 'one', [ false, false, false ] );
		accordion = createAccordion( root, steppedMotion().motion );
		const press = ( key: string ) =>
			root.ownerDocument.activeElement?.dispatchEvent(
				new KeyboardEvent( 'keydown', { key, bubbles: true } )
			);
		summary( root, 0 ).tabIndex = 0;
		summary( root, 0 ).focus();
		press( 'ArrowDown' );
		expect( root.ownerDocument.activeElement ).toBe( summary( root, 1 ) );
		press( 'End' );
		expect( root.ownerDocument.activeElement ).toBe( summary( root, 2 ) );
		press( 'ArrowDown' );
		expect( root.ownerDocument.activeElement ).toBe( summary( root, 0 ) );
		press( 'ArrowUp' );
		expect( root.ownerDocument.activeElement ).toBe( summary( root, 2 ) );
		press( 'Home' );
		expect( root.ownerDocument.activeElement ).toBe( summary( root, 0 ) );
	} );
} );
