// The module editor's "Slide transition" panel: an editor picks a named transition from the
// gallery's list, with its duration and, for slots and boxes, columns and rows; saved in the
// slide's slideshow.trans.
import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import * as z from 'zod/mini';
import { storedModuleSchema } from '../../src/schema/module';
import { logIn } from './support/log-in';
import {
	builderFixture,
	createModule,
	openPanel,
	slideList,
	storedModule,
} from './support/module-builder';

test.beforeAll( () => builderFixture( 'create' ) );

test.afterAll( () => builderFixture( 'remove' ) );

const field = ( page: Page, label: string ) =>
	page
		.locator( '.stagecraft-editor__inspector' )
		.getByLabel( label, { exact: true } );

test( 'a slide gets its transition, duration and box counts', async ( {
	page,
} ) => {
	test.slow();
	await page.setViewportSize( { width: 1440, height: 1000 } );
	await logIn( page );
	await createModule( page, 'E2E slide transition' );
	await slideList( page ).getByRole( 'button', { name: 'Slide 1' } ).click();
	await openPanel( page, 'Slide transition' );
	const select = field( page, 'Transition' );
	// Every named transition and random, besides the module default.
	await expect( select.locator( 'option' ) ).toHaveCount( 51 );
	await select.selectOption( { label: '3D cube: left' } );
	await expect( field( page, 'Columns' ) ).toHaveCount( 0 );
	await select.selectOption( 'boxesfade' );
	await field( page, 'Duration (ms)' ).fill( '800' );
	await field( page, 'Columns' ).fill( '3' );
	await field( page, 'Rows' ).fill( '2' );

	await page.getByRole( 'button', { name: 'Publish', exact: true } ).click();
	await expect(
		page.locator( '.components-notice' ).getByText( 'Module saved.' )
	).toBeVisible();
	const stored = z.parse( storedModuleSchema, await storedModule( page ) );
	expect( stored.slides[ 0 ].slideshow.trans ).toMatchObject( {
		e: 'boxesfade',
		d: 800,
		cols: 3,
		rows: 2,
	} );
} );
