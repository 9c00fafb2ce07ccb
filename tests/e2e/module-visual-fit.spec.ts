import { test, expect, type Page } from '@playwright/test';

// Issue 22's screenshots: at 1440 the slider's tabs covered the slide's heading text, and the
// layers demo clipped "Every layer type" and "In a zone" and drew "Placed on the grid…" over
// "Grouped text". Each layer's text must lie inside the stage and clear of other text and of the
// inner navigation. Reduced motion: the layers stand where their entrance ends.

interface Box {
	name: string;
	x: number;
	y: number;
	right: number;
	bottom: number;
}

const overlap = ( a: Box, b: Box ) =>
	a.x < b.right - 1 &&
	b.x < a.right - 1 &&
	a.y < b.bottom - 1 &&
	b.y < a.bottom - 1;

// The visible text of the module's shown layers (their text's own boxes, through a Range, so a
// wide wrapper around short text does not count), and the stage's box.
function textBoxes( page: Page, alias: string ) {
	return page.evaluate( async ( name ) => {
		await window.Stagecraft.ready( name );
		const root = document.getElementById( `stagecraft-module-${ name }` )!;
		const stage = root
			.querySelector( '.stagecraft-module__stage' )!
			.getBoundingClientRect();
		const boxes: Box[] = [];
		root.querySelectorAll< HTMLElement >(
			'.stagecraft-module__layer--text, .stagecraft-module__layer--button'
		).forEach( ( layer ) => {
			if (
				! layer.checkVisibility( {
					checkOpacity: true,
					checkVisibilityCSS: true,
				} ) ||
				! layer.textContent?.trim()
			) {
				return;
			}
			const range = document.createRange();
			range.selectNodeContents( layer );
			const rect = range.getBoundingClientRect();
			boxes.push( {
				name: layer.textContent.trim(),
				x: rect.left,
				y: rect.top,
				right: rect.right,
				bottom: rect.bottom,
			} );
		} );
		return {
			stage: {
				x: stage.left,
				y: stage.top,
				right: stage.right,
				bottom: stage.bottom,
			},
			boxes,
		};
	}, alias );
}

for ( const width of [ 1440, 1024, 390 ] ) {
	test.describe( `at ${ width } px`, () => {
		test.use( {
			viewport: { width, height: 900 },
			reducedMotion: 'reduce',
		} );

		test( 'the layers demo shows every text whole and apart', async ( {
			page,
		} ) => {
			await page.goto( '/modules/layers/' );
			const { stage, boxes } = await textBoxes( page, 'layers-demo' );
			const names = boxes.map( ( box ) => box.name );
			expect( names ).toEqual(
				expect.arrayContaining( [
					'Every layer type',
					'Grouped text',
					'In a zone',
				] )
			);
			boxes.forEach( ( box, index ) => {
				expect
					.soft( box.y, `${ box.name } starts inside the stage` )
					.toBeGreaterThanOrEqual( stage.y );
				expect
					.soft( box.bottom, `${ box.name } ends inside the stage` )
					.toBeLessThanOrEqual( stage.bottom );
				// Each pair once.
				for ( const other of boxes.slice( index + 1 ) ) {
					expect
						.soft(
							overlap( box, other ),
							`${ box.name } clear of ${ other.name }`
						)
						.toBe( false );
				}
			} );
		} );

		test( "the slider's inner navigation leaves the slide's text clear", async ( {
			page,
		} ) => {
			await page.goto( '/modules/slider/' );
			await textBoxes( page, 'slider-demo' );
			// Every slide in turn: the longest text is on the second.
			for ( const slide of [ 0, 1, 2 ] ) {
				await page.evaluate(
					( index ) =>
						window.Stagecraft.get( 'slider-demo' )?.goTo( index ),
					slide
				);
				await expect
					.poll( () =>
						page.evaluate(
							() =>
								window.Stagecraft.get(
									'slider-demo'
								)?.current()?.index
						)
					)
					.toBe( slide );
				await expect(
					page.locator(
						`#stagecraft-module-slider-demo .stagecraft-module__tab >> nth=${ slide }`
					)
				).toHaveAttribute( 'aria-selected', 'true' );
				await clearOfNavigation( page );
			}
		} );
	} );
}

async function clearOfNavigation( page: Page ) {
	const { boxes } = await textBoxes( page, 'slider-demo' );
	expect( boxes.length ).toBeGreaterThan( 0 );
	const navigation = await page
		.locator( '#stagecraft-module-slider-demo .stagecraft-nav:visible' )
		.evaluateAll( ( nodes ) =>
			nodes
				.filter(
					( node ) => ! node.classList.contains( 'is-nav-hidden' )
				)
				.map( ( node ) => {
					const rect = node.getBoundingClientRect();
					return {
						name: node.className,
						x: rect.left,
						y: rect.top,
						right: rect.right,
						bottom: rect.bottom,
					};
				} )
		);
	// Nor does one navigation element cover another (the tabs once covered the next arrow).
	navigation.forEach( ( nav, index ) => {
		for ( const other of navigation.slice( index + 1 ) ) {
			expect
				.soft(
					overlap( nav, other ),
					`${ nav.name } clear of ${ other.name }`
				)
				.toBe( false );
		}
	} );
	for ( const box of boxes ) {
		for ( const nav of navigation ) {
			expect
				.soft(
					overlap( box, nav ),
					`${ box.name } clear of ${ nav.name }`
				)
				.toBe( false );
		}
	}
}
