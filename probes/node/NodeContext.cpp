#include "NodeContext.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>

extern char** environ;

namespace tbp {

std::vector<std::string> splitLines(const std::string& s) {
    std::vector<std::string> lines;
    std::istringstream in(s);
    std::string l;
    while (std::getline(in, l)) {
        if (!l.empty() && l.back() == '\r')
            l.pop_back();
        lines.push_back(l);
    }
    return lines;
}

std::string trim(const std::string& s) {
    const auto b = s.find_first_not_of(" \t\r\n");
    if (b == std::string::npos)
        return {};
    const auto e = s.find_last_not_of(" \t\r\n");
    return s.substr(b, e - b + 1);
}

bool startsWith(const std::string& s, const std::string& p) {
    return s.compare(0, p.size(), p) == 0;
}

std::string join(const std::vector<std::string>& v, const std::string& sep) {
    std::string out;
    for (std::size_t i = 0; i < v.size(); ++i)
        out += (i ? sep : "") + v[i];
    return out;
}

NodeContext::NodeContext(std::string root, Emitter& e) : em(e), m_root(std::move(root)) {
    while (m_root.size() > 1 && m_root.back() == '/')
        m_root.pop_back();
    m_live = m_root == "/";
}

std::string NodeContext::path(const std::string& rel) const {
    const std::string r = startsWith(rel, "/") ? rel.substr(1) : rel;
    return m_root == "/" ? "/" + r : m_root + "/" + r;
}

bool NodeContext::read(const std::string& rel, std::string& out, std::size_t maxBytes, bool tail) const {
    out.clear();
    std::ifstream in(path(rel), std::ios::binary);
    if (!in)
        return false;
    if (tail) {
        in.seekg(0, std::ios::end);
        const auto size = static_cast<std::size_t>(std::max<std::streamoff>(0, in.tellg()));
        in.seekg(size > maxBytes ? static_cast<std::streamoff>(size - maxBytes) : 0);
    }
    // /proc and /sys files report size 0, so read in chunks up to the bound.
    std::string buf(65536, '\0');
    while (out.size() < maxBytes && in) {
        in.read(&buf[0], static_cast<std::streamsize>(std::min(buf.size(), maxBytes - out.size())));
        out.append(buf.data(), static_cast<std::size_t>(in.gcount()));
        if (in.gcount() == 0)
            break;
    }
    return true;
}

std::string NodeContext::readTrim(const std::string& rel) const {
    std::string s;
    if (!read(rel, s, 4096))
        return {};
    return trim(s.substr(0, s.find('\n')));
}

bool NodeContext::exists(const std::string& rel) const {
    struct stat st {};
    return ::stat(path(rel).c_str(), &st) == 0;
}

std::vector<std::string> NodeContext::list(const std::string& rel) const {
    std::vector<std::string> names;
    DIR* d = ::opendir(path(rel).c_str());
    if (!d)
        return names;
    while (dirent* e = ::readdir(d)) {
        const std::string n = e->d_name;
        if (n != "." && n != "..")
            names.push_back(n);
        if (names.size() > 100000)
            break;
    }
    ::closedir(d);
    std::sort(names.begin(), names.end());
    return names;
}

namespace {
bool onPath(const std::string& tool) {
    const char* p = std::getenv("PATH");
    std::istringstream in(p ? p : "/usr/bin:/bin:/usr/sbin:/sbin");
    std::string dir;
    while (std::getline(in, dir, ':'))
        if (!dir.empty() && ::access((dir + "/" + tool).c_str(), X_OK) == 0)
            return true;
    for (const char* d : {"/usr/sbin", "/sbin", "/usr/local/sbin"})
        if (::access((std::string(d) + "/" + tool).c_str(), X_OK) == 0)
            return true;
    return false;
}
}  // namespace

bool NodeContext::tool(const std::string& t, const std::string& command, const std::string& capture, std::string& out,
                       std::string& why) const {
    out.clear();
    if (!m_live) {
        if (read("tb-node/" + capture, out, 8 << 20))
            return true;
        why = "no captured output tb-node/" + capture + " under the root";
        return false;
    }
    if (!onPath(t)) {
        why = t + " is not installed (not on PATH)";
        return false;
    }
    // `timeout` bounds a hung tool; stderr is kept because some tools report there.
    const std::string cmd = "PATH=\"$PATH:/usr/sbin:/sbin\" timeout 30 " + command + " 2>&1";
    FILE* p = ::popen(cmd.c_str(), "r");
    if (!p) {
        why = "could not run " + t;
        return false;
    }
    char buf[65536];
    std::size_t n;
    while ((n = std::fread(buf, 1, sizeof buf, p)) > 0)
        if (out.size() < (8u << 20))
            out.append(buf, std::min(n, (8u << 20) - out.size()));
    const int status = ::pclose(p);
    if (status != 0 && out.empty()) {
        why = t + " failed (status " + std::to_string(status) + ") with no output";
        return false;
    }
    return true;
}

std::map<std::string, std::string> NodeContext::environment() const {
    std::map<std::string, std::string> env;
    std::vector<std::string> lines;
    if (m_live) {
        for (char** e = environ; e && *e; ++e)
            lines.emplace_back(*e);
    } else {
        std::string s;
        if (read("tb-node/environ.txt", s))
            lines = splitLines(s);
    }
    for (const auto& l : lines) {
        const auto eq = l.find('=');
        if (eq != std::string::npos && eq > 0)
            env[l.substr(0, eq)] = l.substr(eq + 1);
    }
    return env;
}

}  // namespace tbp
