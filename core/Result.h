#pragma once

#include <QString>

#include <optional>
#include <utility>
#include <variant>

namespace tb::core {

// Stable error categories. Each external library's codes (SQLite, libssh, the probes' exit codes) are mapped
// into these in one function each, so callers switch on one enum.
enum class ErrorCode {
    InvalidArgument,
    NotFound,
    Duplicate,
    Database,
    SchemaTooNew,
    Io,
    Parse,
    TooLarge,
    HostKeyUnknown,
    HostKeyChanged,
    AuthenticationFailed,
    Unreachable,
    Timeout,
    Cancelled,
    Unsupported,
    ProbeFailed,
    Internal,
};

// message: one translated sentence for a person; detail: the technical cause (driver text, file:line, errno).
struct Error {
    ErrorCode code = ErrorCode::Internal;
    QString message;
    QString detail;

    QString toString() const { return detail.isEmpty() ? message : message + QStringLiteral(" (") + detail + u')'; }
};

inline Error makeError(ErrorCode code, QString message, QString detail = {}) {
    return Error{code, std::move(message), std::move(detail)};
}

// Value or Error. No exceptions cross threads or signals; fallible functions return this.
template <typename T>
class [[nodiscard]] Result {
public:
    Result(T value) : m_state(std::move(value)) {}      // NOLINT(google-explicit-constructor): implicit by design
    Result(Error error) : m_state(std::move(error)) {}  // NOLINT(google-explicit-constructor)

    bool ok() const { return std::holds_alternative<T>(m_state); }
    explicit operator bool() const { return ok(); }

    const T& value() const& { return std::get<T>(m_state); }
    T& value() & { return std::get<T>(m_state); }
    T&& value() && { return std::get<T>(std::move(m_state)); }
    const T* operator->() const { return &std::get<T>(m_state); }
    T* operator->() { return &std::get<T>(m_state); }
    const T& operator*() const& { return value(); }
    T& operator*() & { return value(); }

    const Error& error() const { return std::get<Error>(m_state); }
    T valueOr(T fallback) const { return ok() ? value() : std::move(fallback); }

private:
    std::variant<T, Error> m_state;
};

template <>
class [[nodiscard]] Result<void> {
public:
    Result() = default;
    Result(Error error) : m_error(std::move(error)) {}  // NOLINT(google-explicit-constructor)

    bool ok() const { return !m_error.has_value(); }
    explicit operator bool() const { return ok(); }
    const Error& error() const { return *m_error; }

private:
    std::optional<Error> m_error;
};

using Status = Result<void>;

}  // namespace tb::core
