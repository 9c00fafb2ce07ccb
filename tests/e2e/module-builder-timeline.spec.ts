// The module editor's timeline (issue 15, part 5), as a site owner uses it: give a text layer an
// in animation from its track, drag its bar to start at about 500 ms and lengthen it by keyboard,
// see the inspector follow and undo restore, then play the slide in the canvas and scrub it.
// Playback runs on Playwright's clock, so the opacities read are those of exact moments.
import { test, expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { installRunningClock, pauseClock, runUntil } from './support/clock';
import { logIn } from './support/log-in';
import {
	addLayer,
	builderFixture,
	canvasFrame,
	createModule,
	pressUntilShown,
} from './support/module-builder';

test.beforeAll( () => builderFixture( 'create' ) );

test.afterAll( () => builderFixture( 'remove' ) );

/**
 * Drags a bar by its body (or its right edge), by a share of its track's width.
 *
 * @param page  The page.
 * @param bar   The bar.
 * @param share How far, as a share of the track.
 * @param edge  By the right edge.
 */
async function dragBy( page: Page, bar: Locator, share: number, edge = false ) {
	// The canvas above takes the height of the module it runs again after each edit: the
	// timeline moves down with it, so the bar is measured once it has stopped moving.
	let last = '';
	await expect
		.poll(
			async () => {
				const now = JSON.stringify( await bar.boundingBox() );
				const still = now === last;
				last = now;
				return still;
			},
			{ intervals: [ 250 ] }
		)
		.toBe( true );
	const track = await bar.locator( '..' ).boundingBox();
	const box = await bar.boundingBox();
	if ( ! track || ! box ) {
		throw new Error( 'The timeline is not laid out.' );
	}
	const by = share * track.width;
	const x = edge ? box.x + box.width - 3 : box.x + 4;
	const y = box.y + box.height / 2;
	await page.mouse.move( x, y );
	await page.mouse.down();
	await page.mouse.move( x + by / 2, y, { steps: 4 } );
	await page.mouse.move( x + by, y, { steps: 4 } );
	await page.mouse.up();
}

const number = async ( page: Page, label: string ) =>
	Number( await page.getByLabel( label ).inputValue() );

test( 'the timeline retimes an in animation by drag and keyboard, then plays and scrubs the slide in the canvas', async ( {
	page,
} ) => {
	test.slow();
	await page.setViewportSize( { width: 1440, height: 1000 } );
	await installRunningClock( page );
	await logIn( page );
	await createModule( page, 'E2E builder timeline' );
	await addLayer( page, 'Text' );
	const timeline = page.locator( '.stagecraft-timeline' );
	const bar = timeline.getByRole( 'slider', {
		name: 'In animation of text 1',
	} );
	await pressUntilShown(
		timeline.getByRole( 'button', { name: 'Add in animation to text 1' } ),
		bar
	);
	await expect( bar ).toHaveAttribute( 'aria-valuenow', '0' );
	await expect( page.getByLabel( 'Duration (ms)' ) ).toHaveValue( '800' );

	// Dragged to about 500 ms of the 9000 ms slide (the module's default length).
	await dragBy( page, bar, 500 / 9000 );
	await expect
		.poll( () => number( page, 'Start (ms)' ) )
		.toBeGreaterThanOrEqual( 470 );
	const dragged = await number( page, 'Start (ms)' );
	expect( dragged ).toBeLessThanOrEqual( 530 );
	expect( dragged % 10 ).toBe( 0 );

	// Lengthened by keyboard: Alt+arrows, 10 ms a press, 100 ms with Shift. The page's clock
	// stands still meanwhile: a run of presses is one undo step when each comes within a second
	// of the last, which a busy machine must not decide.
	await pauseClock( page );
	await bar.focus();
	await page.keyboard.press( 'Alt+ArrowRight' );
	await page.keyboard.press( 'Alt+ArrowRight' );
	await page.keyboard.press( 'Alt+Shift+ArrowRight' );
	await expect( page.getByLabel( 'Duration (ms)' ) ).toHaveValue( '920' );
	// Alt+Left shortens it (and is not the browser's Back).
	await page.keyboard.press( 'Alt+ArrowLeft' );
	await expect( page.getByLabel( 'Duration (ms)' ) ).toHaveValue( '910' );
	await page.keyboard.press( 'Alt+ArrowRight' );
	await expect( page.getByLabel( 'Duration (ms)' ) ).toHaveValue( '920' );
	await expect( bar ).toHaveAttribute(
		'aria-valuetext',
		`starts at ${ dragged } ms, lasts 920 ms`
	);
	// The arrows alone move the start.
	await page.keyboard.press( 'ArrowRight' );
	await expect( page.getByLabel( 'Start (ms)' ) ).toHaveValue(
		String( dragged + 10 )
	);
	await page.keyboard.press( 'ArrowLeft' );
	await expect( page.getByLabel( 'Start (ms)' ) ).toHaveValue(
		String( dragged )
	);

	// Undo: the key presses are one step, the drag another.
	await page.keyboard.press( 'Control+z' );
	await expect( page.getByLabel( 'Duration (ms)' ) ).toHaveValue( '800' );
	await expect( page.getByLabel( 'Start (ms)' ) ).toHaveValue(
		String( dragged )
	);
	await page.keyboard.press( 'Control+z' );
	await expect( page.getByLabel( 'Start (ms)' ) ).toHaveValue( '0' );
	await page.keyboard.press( 'Control+Shift+z' );
	await page.keyboard.press( 'Control+Shift+z' );
	await expect( page.getByLabel( 'Duration (ms)' ) ).toHaveValue( '920' );
	await expect( page.getByLabel( 'Start (ms)' ) ).toHaveValue(
		String( dragged )
	);

	// Time moves again: the canvas runs each edited module anew on a timer.
	await page.clock.resume();

	// Its right edge changes the duration (here by about 1000 ms); undo puts it back.
	await dragBy( page, bar, 1000 / 9000, true );
	await expect
		.poll( () => number( page, 'Duration (ms)' ) )
		.toBeGreaterThan( 1800 );
	expect( await number( page, 'Start (ms)' ) ).toBe( dragged );
	await page.keyboard.press( 'Control+z' );
	await expect( page.getByLabel( 'Duration (ms)' ) ).toHaveValue( '920' );

	// From here time moves only when the test says: the canvas runs the edited module and
	// plays its layers in once, then stands still.
	await pauseClock( page );
	// The canvas runs an edited module anew 120 ms after the edit: the last one (the undo just
	// above) is run now, so the module waited for below is the one that stays.
	await page.clock.runFor( 200 );
	await runUntil( page, () => {
		const frame = document.querySelector< HTMLIFrameElement >(
			'iframe[title="Module preview"]'
		);
		const root =
			frame?.contentDocument?.querySelector< HTMLElement >(
				'.stagecraft-module'
			);
		return root?.dataset.stagecraftState === 'run';
	} );
	await page.clock.runFor( 2000 );
	const layer = canvasFrame( page ).locator( '[data-layer-id="1"]' );
	const opacity = async () =>
		Number(
			await layer.evaluate( ( el ) => getComputedStyle( el ).opacity )
		);
	await expect.poll( opacity ).toBe( 1 );

	await timeline.getByRole( 'button', { name: 'Play' } ).click();
	await expect(
		timeline.getByRole( 'button', { name: 'Pause' } )
	).toBeVisible();
	await expect.poll( opacity ).toBe( 0 );
	// Before its start, the layer waits unseen; then it fades in; then it is shown.
	await page.clock.runFor( dragged - 200 );
	expect( await opacity() ).toBe( 0 );
	await page.clock.runFor( 600 );
	const midway = await opacity();
	expect( midway ).toBeGreaterThan( 0 );
	expect( midway ).toBeLessThan( 1 );
	await page.clock.runFor( 1000 );
	await expect.poll( opacity ).toBe( 1 );
	const playhead = timeline.getByRole( 'slider', { name: 'Playhead' } );
	await expect
		.poll( async () =>
			Number( await playhead.getAttribute( 'aria-valuenow' ) )
		)
		.toBeGreaterThan( dragged + 920 );

	// Scrubbed by keyboard: back to the start, then to the end.
	await playhead.focus();
	await page.keyboard.press( 'Home' );
	await expect( playhead ).toHaveAttribute( 'aria-valuenow', '0' );
	await expect(
		timeline.getByRole( 'button', { name: 'Play' } )
	).toBeVisible();
	await expect.poll( opacity ).toBe( 0 );
	await page.keyboard.press( 'End' );
	await expect( playhead ).toHaveAttribute( 'aria-valuenow', '9000' );
	await expect.poll( opacity ).toBe( 1 );

	// axe waits on timers of its own.
	await page.clock.resume();
	const axe = await new AxeBuilder( { page } )
		.include( '#stagecraft-module-editor-root' )
		.analyze();
	expect( axe.violations.map( ( v ) => v.id ) ).toEqual( [] );
} );
