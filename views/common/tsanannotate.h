#pragma once
// Happens-before edges for ThreadSanitizer where work crosses threads through Qt. Debian's Qt is
// not built with TSan: the thread pool's queue, QFutureInterface and queued signals synchronise in
// code TSan cannot see, so it would report every handoff as a race. At our ends of a handoff the
// sending thread calls release(token) after its last write and the receiving thread acquire(token)
// before its first read. Outside a TSan build everything here compiles to nothing.

#include <type_traits>
#include <utility>

#if defined(__SANITIZE_THREAD__)
#define SPINEL_TSAN 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define SPINEL_TSAN 1
#endif
#endif

#if defined(SPINEL_TSAN)
#include <sanitizer/tsan_interface.h>
#endif

namespace spinel::tsan {

inline void release([[maybe_unused]] const void *token)
{
#if defined(SPINEL_TSAN)
    __tsan_release(const_cast<void *>(token));
#endif
}

inline void acquire([[maybe_unused]] const void *token)
{
#if defined(SPINEL_TSAN)
    __tsan_acquire(const_cast<void *>(token));
#endif
}

#if defined(SPINEL_TSAN)
// A function object that carries the edge itself, for a handoff whose container (a queued call's
// slot object, the pool's std::function) is built inside Qt after our last statement: each move
// (or copy) acquires from its source and releases from its new place, which is where it is later called
// (and destroyed) on the other thread. The token is the object's own address, so reading it
// reads nothing the other thread wrote.
template <typename Function>
class Handoff {
public:
    explicit Handoff(Function function)
        : m_function(std::move(function))
    {
        release(this);
    }
    Handoff(Handoff &&other) noexcept(std::is_nothrow_move_constructible_v<Function>)
        : m_function((acquire(&other), std::move(other.m_function)))
    {
        release(this);
    }
    // For std::function, which wants a copyable callable.
    Handoff(const Handoff &other)
        : m_function((acquire(&other), other.m_function))
    {
        release(this);
    }
    Handoff &operator=(const Handoff &) = delete;
    Handoff &operator=(Handoff &&) = delete;
    ~Handoff() { acquire(this); } // a queued call dropped unrun is destroyed on the receiving side

    template <typename... Args>
    decltype(auto) operator()(Args &&...args)
    {
        acquire(this);
        return m_function(std::forward<Args>(args)...);
    }

private:
    Function m_function;
};
#endif

// `function` wrapped to carry the edge under TSan; `function` itself otherwise.
template <typename Function>
auto handoff(Function function)
{
#if defined(SPINEL_TSAN)
    return Handoff<Function>(std::move(function));
#else
    return function;
#endif
}

} // namespace spinel::tsan
