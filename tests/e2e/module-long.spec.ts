import { execFileSync } from 'node:child_process';
import { test, expect } from '@playwright/test';

// A module of 14 slides: the page inlines ten of them (and the last) with their layers;
// the others come from GET sliders/{id}?slideid= before they show (issue 14: flat cost).
function fixture( command: 'create' | 'remove' ): void {
	execFileSync(
		'bash',
		[
			'-c',
			'source bin/lib.sh && wp_php "${STAGECRAFT_DB:-stagecraft_test}" tests/e2e/support/long-module.php "$@"',
			'long-module',
			command,
		],
		{ stdio: 'inherit' }
	);
}

const ALIAS = 'e2e-long-module';

test.beforeAll( () => fixture( 'create' ) );

test.afterAll( () => fixture( 'remove' ) );

test( 'a slide the page did not inline is fetched before it shows', async ( {
	page,
} ) => {
	const slideRequests: string[] = [];
	page.on( 'request', ( request ) => {
		if ( /\/sliders\/\d+/.test( request.url() ) ) {
			slideRequests.push( request.url() );
		}
	} );
	await page.goto( `/${ ALIAS }/` );
	const inline = await page
		.locator( '.stagecraft-module__data' )
		.evaluate( ( el ) =>
			(
				JSON.parse( el.textContent ?? '{}' ) as {
					slides: Array< { id: number; deferred?: boolean } >;
				}
			 ).slides
				.filter( ( slide ) => slide.deferred )
				.map( ( slide ) => slide.id )
		);
	expect( inline ).toEqual( [ 11, 12, 13 ] );
	await page.evaluate( ( alias ) => window.Stagecraft.ready( alias ), ALIAS );
	expect( slideRequests ).toEqual( [] );

	await page.evaluate( ( alias ) => {
		const module = window.Stagecraft.get( alias );
		return new Promise( ( resolve ) => {
			module?.once( 'afterChange', resolve );
			module?.goTo( 11 );
		} );
	}, ALIAS );
	const active = page.locator(
		`#stagecraft-module-${ ALIAS } .stagecraft-module__slide.is-active`
	);
	await expect( active ).toHaveAttribute( 'data-slide-id', '12' );
	await expect( active ).toContainText( 'Text of slide 12' );
	// Its neighbour 13 was asked for ahead; 11 came with its own request too.
	expect(
		slideRequests.some( ( url ) => /[?&]slideid=12(&|$)/.test( url ) )
	).toBe( true );
} );

test( 'only the current slide and its neighbours stay drawn as the visitor goes far', async ( {
	page,
} ) => {
	await page.goto( `/${ ALIAS }/` );
	await page.evaluate( ( alias ) => window.Stagecraft.ready( alias ), ALIAS );
	const drawn = page.locator(
		`#stagecraft-module-${ ALIAS } .stagecraft-module__slide`
	);
	// The first slide, then its neighbours (the second and the last) drawn ahead.
	await expect
		.poll( () =>
			drawn.evaluateAll( ( slides ) =>
				slides.map( ( slide ) =>
					slide.getAttribute( 'data-slide-index' )
				)
			)
		)
		.toEqual( [ '0', '1', '13' ] );
	await page.evaluate( ( alias ) => {
		const module = window.Stagecraft.get( alias );
		return new Promise( ( resolve ) => {
			module?.once( 'afterChange', resolve );
			module?.goTo( 6 );
		} );
	}, ALIAS );
	// The slides left behind are let go once the change has played.
	await expect
		.poll( () =>
			drawn.evaluateAll( ( slides ) =>
				slides.map( ( slide ) =>
					slide.getAttribute( 'data-slide-index' )
				)
			)
		)
		.toEqual( [ '5', '6', '7' ] );
	await expect(
		page.locator(
			`#stagecraft-module-${ ALIAS } .stagecraft-module__slide.is-active`
		)
	).toHaveAttribute( 'data-slide-index', '6' );
} );
