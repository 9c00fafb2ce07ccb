import { test, expect, type Page } from '@playwright/test';
import { changesDone, recordEvents } from './runtime-helpers';
import { installRunningClock, pauseClock, runUntil } from './support/clock';
import { TRANSITIONS } from '../../src/motion/transitions/registry';

// Going back to a previous slide plays its transition mirrored (issue 16): on the gallery,
// slideleft brings the new slide in from the right going forward, from the left going back.
const ALIAS = 'transitions-demo';
const GALLERY = `#stagecraft-module-${ ALIAS }`;
const SLIDE_LEFT = TRANSITIONS.findIndex( ( def ) => def.name === 'slideleft' );

async function openGallery( page: Page ) {
	await installRunningClock( page );
	await recordEvents( page );
	await page.goto( '/modules/transitions/' );
	await page.locator( GALLERY ).scrollIntoViewIfNeeded();
	await page.evaluate( ( alias ) => window.Stagecraft.ready( alias ), ALIAS );
	await page.evaluate(
		( alias ) => window.Stagecraft.get( alias )?.pause(),
		ALIAS
	);
	await pauseClock( page );
}

// Starts the change and runs the clock until the new slide is animating; then a little more.
async function changeTo( page: Page, index: number ) {
	await page.evaluate(
		( [ alias, i ] ) => window.Stagecraft.get( alias )?.goTo( i ),
		[ ALIAS, index ] as const
	);
	await runUntil(
		page,
		( [ root, i ] ) =>
			document.querySelector< HTMLElement >(
				`${ root } .stagecraft-module__slide[data-slide-index="${ i }"]`
			)?.dataset.bgState === 'animating',
		[ GALLERY, index ] as const,
		{ step: 16 }
	);
	await page.clock.runFor( 200 );
	return page
		.locator(
			`${ GALLERY } .stagecraft-module__slide[data-slide-index="${ index }"]`
		)
		.evaluate( ( el: HTMLElement ) => {
			const matrix = new DOMMatrixReadOnly(
				getComputedStyle( el ).transform
			);
			return { name: el.dataset.transition, x: matrix.m41 };
		} );
}

test( 'a transition runs mirrored going back', async ( { page } ) => {
	await openGallery( page );
	const forward = await changeTo( page, SLIDE_LEFT );
	expect( forward.name ).toBe( 'slideleft' );
	// Coming in from the right: still to the right of its place.
	expect( forward.x ).toBeGreaterThan( 0 );
	await changesDone( page, 1, ALIAS );

	await changeTo( page, SLIDE_LEFT + 2 );
	await changesDone( page, 2, ALIAS );

	const back = await changeTo( page, SLIDE_LEFT );
	expect( back.name ).toBe( 'slideright' );
	expect( back.x ).toBeLessThan( 0 );
	await changesDone( page, 3, ALIAS );
} );
