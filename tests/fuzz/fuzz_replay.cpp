// Replays files through a fuzz target without libFuzzer, so the corpus (the examples, hand-made
// malformed inputs and every input a fuzz run found) is a regular CTest test in any build, GCC
// included, and under the sanitizers of the checked build. Arguments: files or folders.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size);

namespace {

void runOne(const std::filesystem::path &path)
{
    std::ifstream in(path, std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    // The path first: if the input crashes the target, the log says which one.
    std::cout << path.string() << " (" << bytes.size() << " bytes)" << std::endl;
    LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t *>(bytes.data()), bytes.size());
}

} // namespace

int main(int argc, char *argv[])
{
    int count = 0;
    for (int i = 1; i < argc; ++i) {
        const std::filesystem::path argument(argv[i]);
        std::vector<std::filesystem::path> files;
        if (std::filesystem::is_directory(argument)) {
            for (const auto &entry : std::filesystem::directory_iterator(argument))
                if (entry.is_regular_file()) files.push_back(entry.path());
        } else {
            files.push_back(argument);
        }
        std::sort(files.begin(), files.end());
        for (const auto &file : files) {
            runOne(file);
            ++count;
        }
    }
    if (count == 0) {
        std::cerr << "fuzz replay: no inputs" << std::endl;
        return 1;
    }
    std::cout << count << " inputs replayed" << std::endl;
    return 0;
}
