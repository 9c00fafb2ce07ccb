// Layer actions on media (issue 19 part 1, with the players of issue 18): a button on the HTML5
// clip's slide of /modules/media/ plays and pauses the clip through the module's media controls.
import { test, expect } from '@playwright/test';
import { standInProviders } from './stand-ins/providers';
import { CLIP, MODULE, goToSlide, media, open } from './stand-ins/media-page';

test( 'a togglemedia action pauses and plays the layer media it names', async ( {
	page,
} ) => {
	await standInProviders( page );
	await open( page );
	await goToSlide( page, 2 );
	const clip = media( page, CLIP );
	await expect( clip ).toHaveAttribute( 'data-media-state', '1' );
	const button = page
		.locator( MODULE )
		.getByRole( 'button', { name: 'Play or pause the clip' } );
	await button.click();
	await expect( clip ).toHaveAttribute( 'data-media-state', '2' );
	await button.press( 'Enter' );
	await expect( clip ).toHaveAttribute( 'data-media-state', '1' );
} );
