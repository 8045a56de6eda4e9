#pragma once
// The one error type every loader throws: where (file, JSON path or object id) and what.

#include <stdexcept>
#include <string>

namespace spinel {

class LoadError : public std::runtime_error {
public:
    LoadError(std::string file, std::string path, std::string detail)
        : std::runtime_error(compose(file, path, detail))
        , m_file(std::move(file)), m_path(std::move(path)), m_detail(std::move(detail)) {}

    const std::string &file() const { return m_file; }
    const std::string &path() const { return m_path; }     // e.g. links[3].to
    const std::string &detail() const { return m_detail; } // e.g. no device "leaf-9"

private:
    static std::string compose(const std::string &file, const std::string &path, const std::string &detail)
    {
        std::string text;
        if (!file.empty()) text += file + ": ";
        if (!path.empty()) text += path + ": ";
        return text + detail;
    }
    std::string m_file, m_path, m_detail;
};

// Thrown below the file level; the loader adds the file name and rethrows as LoadError.
class FormatError : public std::runtime_error {
public:
    FormatError(std::string path, const std::string &detail)
        : std::runtime_error(detail), m_path(std::move(path)) {}
    const std::string &path() const { return m_path; }

private:
    std::string m_path;
};

} // namespace spinel
