// Authoring a stream in the module editor (issue 19, editor): the source is chosen in the
// "Slides from a stream" panel, stored, and the panel previews the slides cloned from the
// template with the latest posts bound in.
import { test, expect } from '@playwright/test';
import { logIn } from './support/log-in';
import {
	addLayer,
	builderFixture,
	createModule,
	openPanel,
	storedModule,
} from './support/module-builder';

test.beforeAll( () => builderFixture( 'create' ) );

test.afterAll( () => builderFixture( 'remove' ) );

test( 'the stream panel stores the source and previews the cloned slides', async ( {
	page,
} ) => {
	test.slow();
	await page.setViewportSize( { width: 1440, height: 1000 } );
	await logIn( page );
	const newest = await page.evaluate( async () => {
		const reply = await fetch(
			'/?rest_route=/wp/v2/posts&orderby=id&order=desc&per_page=1&_fields=title'
		);
		const [ post ] = ( await reply.json() ) as Array< {
			title: { rendered: string };
		} >;
		const box = document.createElement( 'textarea' );
		box.innerHTML = post.title.rendered;
		return box.value;
	} );
	await createModule( page, 'E2E builder stream' );
	await addLayer( page, 'Text' );
	const inspector = page.locator( '.stagecraft-editor__inspector' );
	await inspector
		.getByLabel( 'Text', { exact: true } )
		.fill( 'New: {{title}}' );
	await page.getByRole( 'button', { name: 'Slide 1' } ).first().click();
	await openPanel( page, 'Slides from a stream' );
	await inspector
		.getByLabel( 'Source', { exact: true } )
		.selectOption( 'post' );
	await page
		.getByRole( 'button', { name: /^(Publish|Save)$/ } )
		.first()
		.click();
	await expect(
		page.locator( '.components-notice' ).getByText( 'Module saved.' )
	).toBeVisible();
	expect( await storedModule( page ) ).toMatchObject( {
		settings: { source: { type: 'post' } },
	} );
	const preview = inspector.locator( '.stagecraft-editor__stream-preview' );
	await expect( preview.getByRole( 'listitem' ).first() ).toHaveText(
		`New: ${ newest }`
	);
	await expect( preview ).toContainText( /\d+ slides from the stream/ );
} );
