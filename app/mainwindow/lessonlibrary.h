#pragma once
// The lessons shipped with Spinel (resources/lessons, compiled in as :/lessons).

#include <vector>

#include "lessons/lesson.h"

namespace spinel {

class LessonLibrary {
public:
    // The built-in lessons, sorted by id; a broken one is skipped with a warning.
    static std::vector<lessons::Lesson> builtIn();
};

} // namespace spinel
