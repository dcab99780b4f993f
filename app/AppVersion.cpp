// Anchor source for tierbench_app; wiring of concrete implementations lives in app/wiring/.
namespace tb::app {
const char* appVersion() {
    return TB_VERSION;
}
}  // namespace tb::app
