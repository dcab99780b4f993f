#include "app/cli/CliRemote.h"

#include "app/cli/CliSupport.h"
#include "core/session/HostKeyInfo.h"

#include <csignal>
#include <iostream>
#include <string>

#include <termios.h>
#include <unistd.h>

namespace tb::cli {

namespace {
core::CancelToken* g_cancel = nullptr;
core::CancelToken g_token;
extern "C" void onSigint(int) {
    if (g_cancel) {
        g_cancel->cancel();  // an atomic store: async-signal-safe
    }
}
}  // namespace

bool CliPrompter::acceptHostKey(const core::HostKeyInfo& key) {
    m_err << Cli::tr("The host key of %1 is not known: %2 %3").arg(key.host, key.type, key.fingerprint) << '\n';
    if (m_acceptNew) {
        m_err << Cli::tr("Accepted (--accept-new-host-key) and added to %1").arg(key.knownHostsFile) << '\n';
        m_err.flush();
        return true;
    }
    if (!::isatty(STDIN_FILENO)) {
        m_err << Cli::tr("Refused: pass --accept-new-host-key after checking the fingerprint with the provider")
              << '\n';
        m_err.flush();
        return false;
    }
    m_err << Cli::tr("Trust it and add it to %1? [y/N] ").arg(key.knownHostsFile);
    m_err.flush();
    std::string line;
    std::getline(std::cin, line);
    return line == "y" || line == "Y" || line == "yes";
}
std::optional<QString> CliPrompter::passphrase(const QString& keyFile, int attempt) {
    if (!::isatty(STDIN_FILENO)) {
        return std::nullopt;
    }
    m_err << Cli::tr("Passphrase for %1%2: ").arg(keyFile, attempt > 1 ? Cli::tr(" (again)") : QString());
    m_err.flush();
    termios old{};
    ::tcgetattr(STDIN_FILENO, &old);
    termios quiet = old;
    quiet.c_lflag &= ~static_cast<tcflag_t>(ECHO);
    ::tcsetattr(STDIN_FILENO, TCSANOW, &quiet);
    std::string line;
    std::getline(std::cin, line);
    ::tcsetattr(STDIN_FILENO, TCSANOW, &old);
    m_err << '\n';
    if (line.empty()) {
        return std::nullopt;
    }
    QString answer = QString::fromStdString(line);
    std::fill(line.begin(), line.end(), '\0');
    return answer;
}

// SIGTERM (kill, systemd, a CI timeout) and SIGHUP (the terminal went away) end a run the way Ctrl-C does:
// cancelled, the remote group killed, the database whole. Left at their defaults they killed the CLI and left the
// run `running` and the remote process alive (issue 13.8).
constexpr int kCancellingSignals[] = {SIGINT, SIGTERM, SIGHUP};

SigintCancels::SigintCancels(core::CancelToken token) {
    g_token = std::move(token);
    g_cancel = &g_token;
    struct sigaction sa {};
    sa.sa_handler = &onSigint;
    for (int sig : kCancellingSignals) {
        ::sigaction(sig, &sa, nullptr);
    }
}

SigintCancels::~SigintCancels() {
    for (int sig : kCancellingSignals) {
        ::signal(sig, SIG_DFL);
    }
    g_cancel = nullptr;
}

}  // namespace tb::cli
