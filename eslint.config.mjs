import wordpress from '@wordpress/eslint-plugin';
import globals from 'globals';

const { recommended } = wordpress.configs;
const scoped = ( configs, files ) =>
	configs.map( ( config ) => ( { ...config, files } ) );

export default [
	{
		ignores: [
			'plugin/build/**',
			'vendor/**',
			'node_modules/**',
			'.wp/**',
			'**/*.d.ts',
			'**/*.d.mts',
		],
	},
	...recommended,
	// Every string a person sees goes through @wordpress/i18n with the plugin's text domain.
	...scoped( wordpress.configs.i18n, [ 'src/**', 'blocks/**' ] ),
	{
		files: [ 'src/**', 'blocks/**' ],
		rules: {
			'@wordpress/i18n-text-domain': [
				'error',
				{ allowedTextDomain: 'stagecraft' },
			],
		},
	},
	...scoped( wordpress.configs[ 'test-unit' ], [
		'src/**/*.test.{js,jsx,ts,tsx}',
		'blocks/**/*.test.{js,jsx,ts,tsx}',
		'bin/**/*.test.js',
	] ),
	...scoped( wordpress.configs[ 'test-playwright' ], [
		'tests/e2e/**/*.{js,ts}',
	] ),
	{
		// The engine knows no UI framework: the block's view script hands it a
		// renderer (src/react). src/module/framework-free.test.ts checks the
		// whole import graph; this names the offending line as you type.
		files: [ 'src/module/**', 'src/motion/**', 'src/loaders/**' ],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					paths: [
						'react',
						'react-dom',
						'react/jsx-runtime',
						'@wordpress/element',
						'@wordpress/components',
						'@wordpress/compose',
						'@wordpress/data',
						'@wordpress/block-editor',
						'@wordpress/blocks',
					].map( ( name ) => ( {
						name,
						message:
							'The engine knows no UI framework; renderers live in src/react.',
					} ) ),
					patterns: [
						{
							group: [ '**/react', '**/react/**', 'react-dom/*' ],
							message:
								'The engine knows no UI framework; renderers live in src/react.',
						},
					],
				},
			],
		},
	},
	{
		// Node scripts and tool configs.
		files: [
			'bin/**',
			'bench/**',
			'tests/fuzz/**',
			'*.{js,cjs,mjs}',
			'tests/e2e/**/*.config.*',
		],
		languageOptions: { globals: globals.node },
	},
	{
		// Command-line scripts report on the console by design.
		files: [ 'bin/**', 'bench/**', 'tests/fuzz/**' ],
		rules: { 'no-console': 'off' },
	},
];
