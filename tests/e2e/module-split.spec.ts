import { execFileSync } from 'node:child_process';
import { test, expect, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { installRunningClock, pauseClock, runUntil } from './support/clock';

// Split text (issue 16 part 3): units per kind, the stagger, the text read once by assistive
// technology, lines measured again at another device level, reduced motion, and the chunk
// fetched only by a module that splits text.
function fixture( command: 'create' | 'remove' ): void {
	execFileSync(
		'bash',
		[
			'-c',
			'source bin/lib.sh && wp_php "${STAGECRAFT_DB:-stagecraft_test}" tests/e2e/support/split-module.php "$@"',
			'split-module',
			command,
		],
		{ stdio: 'inherit' }
	);
}

const ALIAS = 'e2e-split-module';
const MODULE = `#stagecraft-module-${ ALIAS }`;
const layer = ( id: number ) =>
	`${ MODULE } .is-active [data-layer-id="${ id }"]`;
const CHARS = `${ layer( 1 ) } .stagecraft-split__char`;
const WORDS = `${ layer( 2 ) } .stagecraft-split__word`;

test.beforeAll( () => fixture( 'create' ) );

test.afterAll( () => fixture( 'remove' ) );

async function open( page: Page ) {
	await installRunningClock( page );
	await page.goto( `/${ ALIAS }/` );
	await page.evaluate( ( alias ) => window.Stagecraft.ready( alias ), ALIAS );
	// The split text chunk has come and the layers are split.
	await expect( page.locator( WORDS ) ).toHaveCount( 5 );
	await pauseClock( page );
}

// The lines of the lines layer as the visitor sees them: for each line unit, the tops of its
// words; and whether units of one line share a top and units of two lines do not.
function lineLayout( page: Page ) {
	return page.locator( layer( 3 ) ).evaluate( ( el ) => {
		const pieces = Array.from(
			el.querySelectorAll< HTMLElement >( '.stagecraft-split__line' )
		);
		const tops = new Map< string, number[] >();
		for ( const piece of pieces ) {
			const line = piece.dataset.line ?? '';
			const own = Array.from(
				piece.querySelectorAll( '.stagecraft-split__word' ),
				( word ) => Math.round( word.getBoundingClientRect().top )
			);
			tops.set( line, [ ...( tops.get( line ) ?? [] ), ...own ] );
		}
		const each = [ ...tops.values() ];
		const firsts = each.map( ( line ) => line[ 0 ] );
		return {
			lines: each.length,
			oneTopEach: each.every( ( line ) =>
				line.every( ( top ) => Math.abs( top - line[ 0 ] ) <= 1 )
			),
			distinct: new Set( firsts ).size === firsts.length,
		};
	} );
}

test( 'text splits into characters, words and lines, each unit after the one before', async ( {
	page,
} ) => {
	await open( page );
	// "Split by chars": 12 characters, the bold word still bold.
	await expect( page.locator( CHARS ) ).toHaveCount( 12 );
	await expect(
		page.locator( `${ layer( 1 ) } strong .stagecraft-split__char` )
	).toHaveCount( 5 );
	await expect( page.locator( WORDS ) ).toHaveText( [
		'Five',
		'words',
		'in',
		'this',
		'line',
	] );
	const layout = await lineLayout( page );
	expect( layout.lines ).toBeGreaterThanOrEqual( 2 );
	expect( layout.oneTopEach ).toBe( true );
	expect( layout.distinct ).toBe( true );

	// The words start 3 s after the slide is drawn, 200 ms apart over 1 s each: 400 ms after
	// the first starts, it is further in than the last, which has not started.
	await runUntil(
		page,
		( selector ) =>
			Number(
				getComputedStyle(
					document.querySelector( selector ) as Element
				).opacity
			) > 0,
		WORDS,
		{ step: 16 }
	);
	await page.clock.runFor( 400 );
	const opacity = ( index: number ) =>
		page
			.locator( WORDS )
			.nth( index )
			.evaluate( ( el ) => Number( getComputedStyle( el ).opacity ) );
	const first = await opacity( 0 );
	const last = await opacity( 4 );
	expect( first ).toBeGreaterThan( last );
	expect( first ).toBeLessThan( 1 );
	// Then every unit rests where its scene ends.
	await page.clock.runFor( 2500 );
	await expect( page.locator( WORDS ).last() ).toHaveCSS( 'opacity', '1' );
	await expect( page.locator( CHARS ).last() ).toHaveCSS( 'opacity', '1' );
} );

test( 'a screen reader reads each text once, whole', async ( { page } ) => {
	await open( page );
	for ( const [ id, text ] of [
		[ 1, 'Split by chars' ],
		[ 2, 'Five words in this line' ],
	] as const ) {
		const tree = await page.locator( layer( id ) ).ariaSnapshot();
		// One paragraph with the whole text; no unit read on its own.
		const read = tree
			.replace( /- (paragraph|text|strong):?/g, ' ' )
			.replace( /\s+/g, ' ' )
			.trim();
		expect( read ).toBe( text );
	}
	await expect(
		page.locator( `${ layer( 2 ) } .stagecraft-split` )
	).toHaveAttribute( 'aria-hidden', 'true' );
	// Split and at rest, the module has no axe violation.
	await page.clock.runFor( 6000 );
	// axe runs on timers: time moves again.
	await page.clock.resume();
	const { violations } = await new AxeBuilder( { page } )
		.include( MODULE )
		.analyze();
	expect( violations.map( ( violation ) => violation.id ) ).toEqual( [] );
} );

test( 'lines are measured again at another device level', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 1440, height: 900 } );
	await open( page );
	await page.clock.runFor( 3000 );
	const wide = await lineLayout( page );
	// The mobile level: the layer is 260 px wide instead of 700.
	await page.setViewportSize( { width: 390, height: 844 } );
	await page.clock.runFor( 1200 );
	await expect
		.poll( async () => ( await lineLayout( page ) ).lines )
		.toBeGreaterThan( wide.lines );
	const narrow = await lineLayout( page );
	expect( narrow.oneTopEach ).toBe( true );
	expect( narrow.distinct ).toBe( true );
	// Still read once, whole.
	await expect(
		page.locator( `${ layer( 3 ) } .stagecraft-split__text` )
	).toHaveText( /^Lines are measured where the text wraps/ );
} );

test( 'reduced motion shows the text whole, unsplit', async ( { page } ) => {
	await page.emulateMedia( { reducedMotion: 'reduce' } );
	await installRunningClock( page );
	await page.goto( `/${ ALIAS }/` );
	await page.evaluate( ( alias ) => window.Stagecraft.ready( alias ), ALIAS );
	await expect( page.locator( layer( 2 ) ) ).toHaveText(
		'Five words in this line'
	);
	await expect( page.locator( layer( 2 ) ) ).toHaveCSS( 'opacity', '1' );
	await expect( page.locator( `${ MODULE } .stagecraft-split` ) ).toHaveCount(
		0
	);
	await expect(
		page.locator( `${ MODULE } .stagecraft-split__text` )
	).toHaveCount( 0 );
} );

test( 'only a module with split text fetches the split text chunk', async ( {
	page,
} ) => {
	const fetched: string[] = [];
	page.on( 'request', ( request ) => fetched.push( request.url() ) );
	await page.goto( '/modules/transitions/' );
	await page.evaluate( () =>
		Promise.all(
			Array.from(
				document.querySelectorAll< HTMLElement >(
					'[data-stagecraft-alias]'
				),
				( el ) =>
					window.Stagecraft.ready( el.dataset.stagecraftAlias ?? '' )
			)
		)
	);
	expect(
		fetched.some( ( url ) => url.includes( 'module/split-text' ) )
	).toBe( false );
	await page.goto( `/${ ALIAS }/` );
	await expect( page.locator( WORDS ) ).toHaveCount( 5 );
	expect(
		fetched.some( ( url ) => url.includes( 'module/split-text' ) )
	).toBe( true );
} );
