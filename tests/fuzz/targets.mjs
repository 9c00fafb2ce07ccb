// Every route Stagecraft answers, each with a maker of malformed requests. WordPress core
// itself answers 500 when `_method` or `attachment` is an array (core's REST method override
// and its attachment query var); those names are left out, since no Stagecraft code is involved.
import { encode, junkFields, queryOf } from './random.mjs';
import { form, get, json, junkId, multipart } from './requests.mjs';

const REST = '/wp-json';

const SLIDER_ARGS = [
	'id',
	'alias',
	'srengine',
	'slideid',
	'raw',
	'srlang',
	'context',
	'page',
	'per_page',
	'search',
];
const FORM_FIELDS = [
	'_wpcf7',
	'_wpcf7',
	'_wpcf7',
	'_wpcf7_unit_tag',
	'_wpcf7_version',
	'_wpcf7_locale',
	'_wpcf7_container_post',
	'your-name',
	'your-email',
	'your-message',
	'your-subject',
	'altcha',
	'acceptance',
	'_wpcf7_captcha_challenge_captcha',
	'captcha',
	'quiz',
	'_wpcf7_quiz_answer_quiz',
];

export function targetsFor( forms ) {
	const formId = ( r ) =>
		r.chance( 0.6 ) && forms.length
			? r.pick( forms )
			: encode( r.scalar() ) || '0';
	return [
		{
			name: 'GET sliders/{id}',
			make: ( r ) =>
				get(
					`${ REST }/stagecraft/v1/sliders/${ junkId( r ) }`,
					junkFields( r, SLIDER_ARGS )
				),
		},
		{
			name: 'GET sliders/stream/{id}',
			make: ( r ) =>
				get(
					`${ REST }/stagecraft/v1/sliders/stream/${ junkId( r ) }`,
					junkFields( r, SLIDER_ARGS )
				),
		},
		{
			name: 'GET sliders/modal/{id}',
			make: ( r ) =>
				get(
					`${ REST }/stagecraft/v1/sliders/modal/${ junkId( r ) }`,
					junkFields( r, SLIDER_ARGS )
				),
		},
		{
			name: 'GET captcha/{prefix}.png',
			make: ( r ) =>
				get(
					`${ REST }/stagecraft/v1/captcha/${ r.chance( 0.5 ) ? r.int( 1e9 ) : encode( r.scalar() ) }.png`
				),
		},
		{
			name: 'GET pow-challenge',
			make: ( r ) =>
				get(
					`${ REST }/stagecraft/v1/pow-challenge`,
					junkFields( r, [ 'maxnumber', 'salt', 'challenge' ] )
				),
		},
		{
			name: 'GET modules (editor)',
			make: ( r ) => ( {
				...get(
					`${ REST }/stagecraft/v1/modules`,
					junkFields( r, SLIDER_ARGS )
				),
				auth: true,
			} ),
		},
		{
			name: 'POST modules (editor)',
			make: ( r ) => json( 'POST', `${ REST }/stagecraft/v1/modules`, r ),
		},
		{
			name: 'GET modules/{id} (editor)',
			make: ( r ) => ( {
				...get(
					`${ REST }/stagecraft/v1/modules/${ r.pick( [ r.int( 50 ), '9223372036854775807', '99999999999999999999' ] ) }`,
					junkFields( r, SLIDER_ARGS )
				),
				auth: true,
			} ),
		},
		{
			name: 'PUT modules/{id} (editor)',
			make: ( r ) =>
				json(
					r.pick( [ 'PUT', 'POST', 'PATCH' ] ),
					// Absent ids only: a junk body that happens to validate must not overwrite a demo module.
					`${ REST }/stagecraft/v1/modules/${ r.pick( [ String( 900000 + r.int( 1000 ) ), '9223372036854775807' ] ) }`,
					r
				),
		},
		{
			name: 'DELETE modules/{id} (editor, absent ids)',
			make: ( r ) => ( {
				method: 'DELETE',
				path: `${ REST }/stagecraft/v1/modules/${ r.pick( [ '9223372036854775807', '99999999999999999999', String( 900000 + r.int( 1000 ) ) ] ) }?${ queryOf( junkFields( r, [ 'force' ] ) ) }`,
				auth: true,
				headers: {},
			} ),
		},
		{
			name: 'GET submission files (admin)',
			make: ( r ) => ( {
				...get(
					`${ REST }/stagecraft/v1/submissions/${ r.pick( [ r.int( 100 ), '9223372036854775807' ] ) }/files/${ r.int( 5 ) }`
				),
				auth: r.chance( 0.5 ),
			} ),
		},
		{
			name: 'POST contact-forms/{id}/feedback',
			make: ( r ) =>
				multipart(
					`${ REST }/contact-form-7/v1/contact-forms/${ formId( r ) }/feedback`,
					junkFields( r, FORM_FIELDS ),
					r
				),
		},
		{
			name: 'GET contact-forms/{id}/refill',
			make: ( r ) =>
				get(
					`${ REST }/contact-form-7/v1/contact-forms/${ formId( r ) }/refill`,
					junkFields( r, FORM_FIELDS )
				),
		},
		{
			name: 'GET contact-forms/{id}/feedback/schema',
			make: ( r ) =>
				get(
					`${ REST }/contact-form-7/v1/contact-forms/${ formId( r ) }/feedback/schema`,
					junkFields( r, FORM_FIELDS )
				),
		},
		{
			name: 'POST admin-ajax stagecraft_front',
			make: ( r ) =>
				form( 'POST', '/wp-admin/admin-ajax.php', [
					[ 'action', 'stagecraft_front' ],
					[
						'client_action',
						r.pick( [
							'get_full_slider_object',
							'get_stream_data',
							'get_modal_settings',
							'get_moduleid',
							'get_slideid',
							r.scalar(),
						] ),
					],
					...junkFields( r, [
						'data',
						'data[id]',
						'data[alias]',
						'data[slideid]',
						'version',
						'srengine',
						'nonce',
					] ),
				] ),
		},
		{
			name: 'POST admin-ajax stagecraft_ajax',
			make: ( r ) =>
				form(
					'POST',
					`/wp-admin/admin-ajax.php?srengine=${ encode( r.scalar() ) }`,
					[
						[ 'action', 'stagecraft_ajax' ],
						[
							'client_action',
							r.pick( [
								'get_full_slider_object',
								'get_moduleid',
								r.scalar(),
							] ),
						],
						...junkFields( r, [
							'data',
							'data[id]',
							'version',
							'nonce',
						] ),
					],
					r.chance( 0.5 )
				),
		},
		{
			name: 'POST admin-ajax mfn_love',
			make: ( r ) =>
				form( 'POST', '/wp-admin/admin-ajax.php', [
					[ 'action', 'mfn_love' ],
					...junkFields( r, [ 'post_id', 'post_id[]' ] ),
				] ),
		},
		{
			name: 'POST a page without JavaScript (form)',
			make: ( r ) =>
				form(
					'POST',
					r.pick( [ '/contact/', '/' ] ),
					junkFields( r, FORM_FIELDS )
				),
		},
		// Core's own query vars (p, s, cat...) get single values only: core fails on some arrays
		// there by itself. Stagecraft's query var (portfolio) gets every shape.
		{
			name: 'GET pages with odd paths and queries',
			make: ( r ) =>
				get(
					r.pick( [
						'/',
						'/modules/',
						'/contact/',
						'/blog/',
						'/portfolio/',
						`/${ encode( r.scalar() ) }`,
						'/%00',
						'/a%00b/',
						'/wp-content/uploads/%00.png',
					] ),
					[
						...junkFields( r, [
							'portfolio',
							'stagecraft_module',
							'x',
						] ),
						...( r.chance( 0.5 )
							? [
									[
										r.pick( [
											's',
											'p',
											'page_id',
											'paged',
											'cat',
										] ),
										r.scalar(),
									],
								]
							: [] ),
					]
				),
		},
	];
}
