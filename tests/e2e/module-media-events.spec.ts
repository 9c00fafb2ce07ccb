// Media events as action triggers (issue 19 part 1): a video layer's actions with evt mediastart,
// mediapause and mediaend run when its media starts playing, is paused and reaches its end time;
// each toggles a class on a text layer.
import { execFileSync } from 'node:child_process';
import { test, expect } from '@playwright/test';

const ALIAS = 'e2e-media-events';
const MODULE = `#stagecraft-module-${ ALIAS }`;

function fixture( action: 'create' | 'remove' ): void {
	execFileSync(
		'bash',
		[
			'-c',
			'source bin/lib.sh && wp_php "${STAGECRAFT_DB:-stagecraft_test}" tests/e2e/support/media-events-module.php "$@"',
			'media-events-module',
			action,
		],
		{ stdio: 'inherit' }
	);
}

test.beforeAll( () => fixture( 'create' ) );

test.afterAll( () => fixture( 'remove' ) );

const layer = ( page: import( '@playwright/test' ).Page, id: number ) =>
	page.locator(
		`${ MODULE } [data-layer-id="${ id }"]:not([data-stagecraft-media])`
	);
const video = ( page: import( '@playwright/test' ).Page ) =>
	page.locator( `${ MODULE } [data-layer-id="1"][data-stagecraft-media]` );
const media = (
	page: import( '@playwright/test' ).Page,
	command: 'playMedia' | 'pauseMedia'
) =>
	page.evaluate(
		( [ alias, name ] ) =>
			window.Stagecraft.get( alias )?.[ name as 'playMedia' ]( 1 ),
		[ ALIAS, command ]
	);

test( 'a video layer’s start, pause and end run its actions', async ( {
	page,
} ) => {
	await page.goto( `/${ ALIAS }/` );
	await expect( page.locator( MODULE ) ).toHaveAttribute(
		'data-stagecraft-state',
		'run'
	);
	await expect( video( page ) ).toHaveAttribute( 'data-media-state', '-1' );
	await expect( layer( page, 2 ) ).not.toHaveClass( /is-started/ );

	await media( page, 'playMedia' );
	await expect( layer( page, 2 ) ).toHaveClass( /is-started/ );
	await media( page, 'pauseMedia' );
	await expect( video( page ) ).toHaveAttribute( 'data-media-state', '2' );
	await expect( layer( page, 3 ) ).toHaveClass( /is-paused/ );
	await expect( layer( page, 4 ) ).not.toHaveClass( /is-ended/ );

	// Played again: a new start toggles the class back; then the end time (1 s) ends it.
	await media( page, 'playMedia' );
	await expect( layer( page, 2 ) ).not.toHaveClass( /is-started/ );
	await expect( video( page ) ).toHaveAttribute( 'data-media-state', '0', {
		timeout: 15000,
	} );
	await expect( layer( page, 4 ) ).toHaveClass( /is-ended/ );
	// The end is no pause.
	await expect( layer( page, 3 ) ).toHaveClass( /is-paused/ );
} );
