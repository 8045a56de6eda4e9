#pragma once
// The one error type every loader throws: where (file, JSON path or object id) and what. The what
// may be a typed message (core/message.h) the app words in the user's language; its English is
// the detail.

#include <stdexcept>
#include <string>

#include "core/message.h"

namespace spinel {

class LoadError : public std::runtime_error {
public:
    LoadError(std::string file, std::string path, std::string detail, Message message = {})
        : std::runtime_error(compose(file, path, detail))
        , m_file(std::move(file))
        , m_path(std::move(path))
        , m_detail(std::move(detail))
        , m_message(std::move(message))
    { }
    LoadError(std::string file, std::string path, Message message)
        : LoadError(std::move(file), std::move(path), englishText(message), message)
    { }

    const std::string &file() const { return m_file; }
    const std::string &path() const { return m_path; }     // e.g. links[3].to
    const std::string &detail() const { return m_detail; } // e.g. no device "leaf-9"
    const Message &message() const { return m_message; }   // the detail typed; no id when untyped

private:
    static std::string compose(const std::string &file, const std::string &path, const std::string &detail)
    {
        std::string text;
        if (!file.empty()) text += file + ": ";
        if (!path.empty()) text += path + ": ";
        return text + detail;
    }
    std::string m_file, m_path, m_detail;
    Message m_message;
};

// Thrown below the file level; the loader adds the file name and rethrows as LoadError.
class FormatError : public std::runtime_error {
public:
    FormatError(std::string path, const std::string &detail)
        : std::runtime_error(detail)
        , m_path(std::move(path))
    { }
    FormatError(std::string path, Message message)
        : std::runtime_error(englishText(message))
        , m_path(std::move(path))
        , m_message(std::move(message))
    { }
    const std::string &path() const { return m_path; }
    const Message &message() const { return m_message; } // no id when untyped

private:
    std::string m_path;
    Message m_message;
};

} // namespace spinel
