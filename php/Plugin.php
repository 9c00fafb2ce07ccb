<?php
/**
 * Wires Stagecraft's parts into WordPress.
 *
 * @package Stagecraft
 */

namespace Stagecraft;

use Stagecraft\Admin\ModuleEditorScreen;
use Stagecraft\Admin\StreamCredentialsScreen;
use Stagecraft\Ajax\FrontAction;
use Stagecraft\Ajax\GenericAction;
use Stagecraft\Blocks\BlockRegistry;
use Stagecraft\Blocks\CopyHelpers;
use Stagecraft\Blocks\CoreLightbox;
use Stagecraft\Blocks\InlineModuleStyle;
use Stagecraft\Blocks\ModuleFeatureStyles;
use Stagecraft\Blocks\LightboxAssets;
use Stagecraft\Blocks\ModuleScriptConfig;
use Stagecraft\Forms\Forms;
use Stagecraft\Forms\Retention;
use Stagecraft\Rest\EarlySliderReply;
use Stagecraft\Rest\JsonBody;
use Stagecraft\Rest\ModalController;
use Stagecraft\Rest\ModuleController;
use Stagecraft\Rest\ModulesController;
use Stagecraft\Rest\SlidersController;
use Stagecraft\Rest\StreamController;
use Stagecraft\Site\ChromeScripts;
use Stagecraft\Site\ConsentSettings;
use Stagecraft\Site\DatabaseErrorPage;
use Stagecraft\Site\FixturePages;
use Stagecraft\Site\LoveButton;
use Stagecraft\Site\PortfolioPostType;
use Stagecraft\Site\ShopHelpers;
use Stagecraft\Site\ScreenClasses;
use Stagecraft\Storage\ModuleCache;
use Stagecraft\Storage\ModulePostType;

/**
 * The plugin's entry point: registers hooks, nothing else.
 */
final class Plugin {

	public const VERSION = '0.1.0';

	/**
	 * Absolute path of plugin/stagecraft.php.
	 *
	 * @var string
	 */
	private static string $file = '';

	/**
	 * Registers every hook. Called once from plugin/stagecraft.php.
	 *
	 * @param string $file Absolute path of the plugin's main file.
	 */
	public static function boot( string $file ): void {
		self::$file = $file;
		add_action( 'init', array( self::class, 'init' ) );
		add_action( 'rest_api_init', array( self::class, 'rest' ) );
		register_activation_hook( $file, array( self::class, 'activate' ) );
		register_deactivation_hook( $file, array( self::class, 'deactivate' ) );
		JsonBody::register();
		EarlySliderReply::register();
		ModuleCache::register();
		ModuleScriptConfig::register();
		InlineModuleStyle::register();
		CopyHelpers::register();
		CoreLightbox::register();
		LightboxAssets::register();
		FrontAction::register();
		GenericAction::register();
		ConsentSettings::register();
		ChromeScripts::register();
		ScreenClasses::register();
		LoveButton::register();
		ShopHelpers::register();
		FixturePages::register();
		Forms::register();
		ModuleEditorScreen::register();
		StreamCredentialsScreen::register();
		if ( defined( 'WP_CLI' ) && WP_CLI ) {
			\WP_CLI::add_command( 'stagecraft module', Cli\ModuleCommand::class );
		}
	}

	/**
	 * A deactivated plugin leaves no scheduled events behind (they are scheduled again on init).
	 */
	public static function deactivate(): void {
		wp_clear_scheduled_hook( Forms::HOURLY );
		wp_clear_scheduled_hook( Retention::HOOK );
		DatabaseErrorPage::remove();
	}

	/**
	 * Post types, blocks and translations.
	 */
	public static function init(): void {
		load_plugin_textdomain( 'stagecraft', false, dirname( plugin_basename( self::$file ) ) . '/languages' );
		ModulePostType::register();
		PortfolioPostType::register();
		BlockRegistry::register( self::build_dir() );
		ModuleFeatureStyles::register();
	}

	/**
	 * REST controllers, one per resource.
	 */
	public static function rest(): void {
		( new SlidersController() )->register_routes();
		( new ModulesController() )->register_routes();
		( new ModuleController() )->register_routes();
		( new StreamController() )->register_routes();
		( new ModalController() )->register_routes();
	}

	/**
	 * Registers the post types before flushing, so module and portfolio URLs work straight after activation.
	 */
	public static function activate(): void {
		ModulePostType::register();
		PortfolioPostType::register();
		flush_rewrite_rules();
		DatabaseErrorPage::install( dirname( self::$file ) . '/db-error.php' );
	}

	/**
	 * Absolute path of plugin/stagecraft.php (for plugins_url()).
	 */
	public static function main_file(): string {
		return self::$file;
	}

	/**
	 * Folder of the built blocks and scripts.
	 */
	public static function build_dir(): string {
		return dirname( self::$file ) . '/build';
	}
}
